export { type ApiName, apiNames, apiRootPrefix, bundledSpecPath, isApiName } from './apis.ts';
export { type MockServer, type StartMockOptions, startMock, withPathPrefix } from './mock/server.ts';
export { type MockNetwork, type MockNetworkOptions, startMockNetwork } from './mock/network.ts';
export type { ListedMockScan } from './mock/listed-scan.ts';
export { type ConformanceOptions, runConformance } from './run/conformance.ts';
export { type NetworkOptions, runScanNetwork, type ScanNetworkOptions } from './network/run-network.ts';
export { UsageError } from './usage-error.ts';
export { formatText } from './report/text.ts';
export { formatJunit } from './report/junit.ts';
export type {
  ApiReport,
  CaseKind,
  CaseReport,
  CheckName,
  CheckResult,
  ConformanceReport,
  CoverageItem,
  CoverageRow,
  DeprecatedFieldReport,
  DeprecationReport,
  NetworkSummary,
  OperationReport,
  ServerReleaseReport,
  SpecReport,
} from './report/model.ts';
