// @canton-openapi/client — error classes and shared types. The clients are in the subpaths
// `@canton-openapi/client/ledger`, `/scan` and `/validator`.
export * from './core/public.ts';
