// The check before signing or executing: the hash recomputed from the prepared transaction is the hash it
// was said to have (the prepare answer's `preparedTransactionHash`, which the parties sign).
import { fromBase64, toBase64 } from './decode.ts';
import { PreparedTransactionHashMismatchError } from './errors.ts';
import { computePreparedTransactionHash } from './prepared-hash.ts';
import type { PreparedTransactionToVerify } from './types.ts';

/**
 * Recomputes the hash of `prepared.preparedTransaction` and resolves with it (32 bytes, to sign) when it is
 * `prepared.preparedTransactionHash`; rejects with PreparedTransactionHashMismatchError when it is not, and with
 * another PreparedTransactionError when the transaction cannot be hashed.
 */
export async function verifyPreparedTransactionHash(prepared: PreparedTransactionToVerify): Promise<Uint8Array> {
  const computed = await computePreparedTransactionHash(prepared.preparedTransaction, prepared.hashingSchemeVersion);
  const expected = fromBase64(prepared.preparedTransactionHash, 'preparedTransactionHash');
  if (expected.length !== computed.length || expected.some((byte, i) => byte !== computed[i])) {
    throw new PreparedTransactionHashMismatchError(
      `preparedTransactionHash ${prepared.preparedTransactionHash} is not the hash of preparedTransaction under ${prepared.hashingSchemeVersion} (recomputed: ${toBase64(computed)}); do not sign or execute it.`,
      prepared.preparedTransactionHash,
      toBase64(computed),
    );
  }
  return computed;
}
