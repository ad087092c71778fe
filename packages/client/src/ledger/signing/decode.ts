// Decoding `preparedTransaction` (base64 of a protobuf `PreparedTransaction`) with @bufbuild/protobuf and the
// messages generated from our restatement of Canton's .proto files (src/generated/proto): int64 as bigint.
// The decoder loads on first use (decode-protobuf.ts).
import type { PreparedTransaction } from '../../generated/proto/com/daml/ledger/api/v2/interactive/interactive_submission_service_pb.ts';
import { MalformedPreparedTransactionError } from './errors.ts';

export type { PreparedTransaction };

/** The bytes of base64 `text`, read as Java's decoder and the forgiving base64 of browsers read it (unused bits ignored). */
export function fromBase64(text: string, where: string): Uint8Array {
  let binary: string;
  try {
    binary = globalThis.atob(text);
  } catch {
    throw new MalformedPreparedTransactionError(`${where}: not base64.`);
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** `bytes` as base64. */
export function toBase64(bytes: Uint8Array): string {
  return globalThis.btoa(String.fromCharCode(...bytes));
}

/** Decodes a prepared transaction: the prepare answer's `preparedTransaction` (base64) or its bytes. */
export async function decodePreparedTransaction(preparedTransaction: string | Uint8Array): Promise<PreparedTransaction> {
  const bytes = typeof preparedTransaction === 'string' ? fromBase64(preparedTransaction, 'preparedTransaction') : preparedTransaction;
  const { parsePreparedTransaction } = await import('./decode-protobuf.ts');
  let decoded: PreparedTransaction;
  try {
    decoded = parsePreparedTransaction(bytes);
  } catch (error) {
    throw new MalformedPreparedTransactionError(`preparedTransaction: not a protobuf PreparedTransaction (${(error as Error).message}).`);
  }
  if (decoded.transaction === undefined || decoded.metadata === undefined)
    throw new MalformedPreparedTransactionError(`preparedTransaction: the ${decoded.transaction === undefined ? 'transaction' : 'metadata'} is missing.`);
  return decoded;
}
