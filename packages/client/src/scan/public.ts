// Hand-written exports of `@canton-openapi/client/scan`, re-exported by its generated entry
// (src/generated/scan.entry.gen.ts): the BFT client, read through the Scans of every SV.
export { type BftScanClient, type BftScanClientOptions, type BftScanList, createBftScanClient, type ScanCredentials } from './bft/client.ts';
export { BftConsensusError, type BftConsensusErrorOptions, type ScanAnswer } from './bft/error.ts';
export type { RefusedScan } from './bft/origin.ts';
