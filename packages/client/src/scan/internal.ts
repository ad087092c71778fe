// Hand-written exports of `@canton-openapi/client/scan/internal`, re-exported by its generated entry
// (src/generated/scan-internal.entry.gen.ts): those of `@canton-openapi/client/scan`, with the BFT client typed
// for every read, those upstream makes no compatibility promise for included, under the same names.
export * from './public.ts';
export { createBftScanInternalClient as createBftScanClient } from './bft/client.ts';
export type { BftScanInternalClient as BftScanClient } from './bft/options.ts';
