// Hand-written exports of `@canton-openapi/types/scan`, re-exported by its generated entry
// (src/generated/scan.entry.gen.ts) next to the generated types: what a reader of every SV's Scan
// needs to decide alike, shared by the client's createBftScanClient and conformance's --discover.
export { canonicalJson, canonicalJsonText } from './canonical-json.ts';
export { differenceExcerpt } from './difference-excerpt.ts';
export { scanApiRoot } from './scan-origin.ts';
