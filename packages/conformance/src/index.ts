export { type ApiName, apiNames, apiRootPrefix, bundledSpecPath, isApiName } from './apis.ts';
export { type MockServer, type StartMockOptions, startMock, withPathPrefix } from './prism.ts';
