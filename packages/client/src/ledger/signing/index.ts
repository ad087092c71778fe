// @canton-openapi/client/ledger/signing: check a prepared transaction before signing it, for wallets and
// custodians that sign apart from the client that prepared it. Decoding the prepared transaction,
// recomputing its hash (hashing schemes V2 and V3), checking the hash, and a readable view of what is signed.
// The ledger client's `executeSubmission` runs the same check, loading this code on demand.
export { decodePreparedTransaction, type PreparedTransaction } from './decode.ts';
export {
  DuplicateNodeIdError,
  MalformedPreparedTransactionError,
  PreparedTransactionError,
  PreparedTransactionHashMismatchError,
  UnhashableNodeError,
  UnsupportedHashingSchemeError,
} from './errors.ts';
export { computePreparedTransactionHash } from './prepared-hash.ts';
export type { HashingScheme } from './scheme.ts';
export type { PlainValue } from './value-view.ts';
export { type PreparedTransactionToVerify, verifyPreparedTransactionHash } from './verify.ts';
export { describePreparedTransaction, type SignedAction, type SignedContent, type SignedInputContract } from './view.ts';
