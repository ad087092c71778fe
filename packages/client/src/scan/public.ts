// Hand-written exports of `@canton-openapi/client/scan`, re-exported by its generated entry
// (src/generated/scan.entry.gen.ts): the BFT client, read through the Scans of every SV.
export { createBftScanClient } from './bft/client.ts';
export type { BftScanClient, BftScanClientOptions, BftScanList, ScanCredentials } from './bft/options.ts';
export { BftConsensusError, type BftConsensusErrorOptions, type ScanAnswer } from './bft/error.ts';
export type { RefusedScan } from './bft/origin.ts';
