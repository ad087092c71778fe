// @canton-openapi/client/ledger/signing: check a prepared transaction before signing it, for wallets and
// custodians that sign apart from the client that prepared it. Recomputing its hash (hashing schemes V2 and
// V3), checking the hash, and a readable view of what is signed. The ledger client's `executeSubmission` runs
// the same check, loading this code on demand. The decoder (@bufbuild/protobuf and the generated messages)
// loads with the first call (decode.ts). The functions are declared here, over the implementations, so the
// subpath's declarations refer to no generated protobuf type (./types.ts says why).
import { computePreparedTransactionHash as compute } from './prepared-hash.ts';
import type { PreparedTransactionToVerify, SignedContent } from './types.ts';
import { verifyPreparedTransactionHash as verify } from './verify.ts';
import { describePreparedTransaction as describe } from './view.ts';

export {
  DuplicateNodeIdError,
  MalformedPreparedTransactionError,
  PreparedTransactionError,
  PreparedTransactionHashMismatchError,
  UnhashableNodeError,
  UnsupportedHashingSchemeError,
} from './errors.ts';
export type { HashingScheme, PlainValue, PreparedTransactionToVerify, SignedAction, SignedContent, SignedInputContract } from './types.ts';

/**
 * Recomputes the hash of a prepared transaction (the prepare answer's `preparedTransaction`, base64, or its
 * bytes) under `hashingScheme` (its `hashingSchemeVersion`): the 32 bytes an external party signs. Rejects
 * with a PreparedTransactionError what it cannot hash exactly.
 */
export function computePreparedTransactionHash(preparedTransaction: string | Uint8Array, hashingScheme: string): Promise<Uint8Array> {
  return compute(preparedTransaction, hashingScheme);
}

/**
 * Resolves with the recomputed hash of `prepared.preparedTransaction` (32 bytes, to sign) when it is
 * `prepared.preparedTransactionHash`; rejects with PreparedTransactionHashMismatchError when it is not.
 */
export function verifyPreparedTransactionHash(prepared: PreparedTransactionToVerify): Promise<Uint8Array> {
  return verify(prepared);
}

/** What signing `preparedTransaction` (base64 or bytes) agrees to, as a JSON-safe view to show the signer. */
export function describePreparedTransaction(preparedTransaction: string | Uint8Array): Promise<SignedContent> {
  return describe(preparedTransaction);
}
