// @canton-openapi/client/token-standard — a party's Token Standard history (Canton Coin and every other
// token) read from the ledger client's `/v2/updates`, on its own subpath so the ledger client stays small.
export { readTokenHistory, type TokenHistoryLedger, type TokenHistoryOptions } from './read-history.ts';
export type * from './types.ts';
export {
  eventLogV2,
  holdingV1,
  holdingV2,
  tokenStandardV1Interfaces,
  tokenStandardV2Interfaces,
  transferFactoryV1,
  transferInstructionV1,
} from './interfaces.ts';
export { Numeric10, sumNumeric10 } from '../decimal/index.ts';
