// The hash of a prepared transaction, as the participant computes it and the external party signs it:
// SHA-256 over the hash purpose (0x00000030), the scheme's byte, the transaction's hash and the metadata's.
// Every list keeps the order it has in the protobuf: the participant sorted it, re-sorting would change the hash.
import type { Metadata, PreparedTransaction } from '../../generated/proto/com/daml/ledger/api/v2/interactive/interactive_submission_service_pb.ts';
import { decodePreparedTransaction } from './decode.ts';
import { MalformedPreparedTransactionError } from './errors.ts';
import { HashInput, sha256 } from './hash-input.ts';
import { addCreate, hashNode, nodeContext } from './node-encoding.ts';
import { schemeNumber, type SchemeNumber } from './scheme.ts';

/** The purpose every part of the hash starts with: a prepared submission. */
const purpose = Uint8Array.of(0x00, 0x00, 0x00, 0x30);

/** The transaction's hash: purpose, its version, its roots' node hashes. */
export async function hashTransaction(scheme: SchemeNumber, prepared: PreparedTransaction): Promise<Uint8Array> {
  const transaction = prepared.transaction!;
  const context = nodeContext(scheme, transaction);
  const roots = await Promise.all(transaction.roots.map((root) => hashNode(context, root)));
  const input = new HashInput().raw(purpose).string(transaction.version);
  input.list(roots, (hash) => input.raw(hash));
  return sha256(input.bytesSoFar());
}

/** The metadata's hash: purpose, then its signed fields (V2 with a 0x01 encoding version first, V3 with the max record time last). */
export async function hashMetadata(scheme: SchemeNumber, metadata: Metadata): Promise<Uint8Array> {
  const input = new HashInput().raw(purpose);
  if (scheme === 2) input.byte(0x01);
  input.strings(metadata.submitterInfo?.actAs ?? []).string(metadata.submitterInfo?.commandId ?? '');
  input.string(metadata.transactionUuid).int32(metadata.mediatorGroup).string(metadata.synchronizerId);
  input.optional(metadata.minLedgerEffectiveTime, (t) => input.int64(t));
  input.optional(metadata.maxLedgerEffectiveTime, (t) => input.int64(t));
  input.int64(metadata.preparationTime);
  const contracts = await Promise.all(
    metadata.inputContracts.map(async (contract, i) => {
      if (contract.contract.case !== 'v1') throw new MalformedPreparedTransactionError(`metadata.inputContracts[${i}]: no contract of a known version (v1).`);
      // Hashed as a node: V2's with its node encoding version first.
      const create = scheme === 2 ? new HashInput().byte(0x01) : new HashInput();
      addCreate(create, scheme, `input contract ${i}`, contract.contract.value, undefined);
      return { createdAt: contract.createdAt, hash: await sha256(create.bytesSoFar()) };
    }),
  );
  input.list(contracts, (c) => input.int64(c.createdAt).raw(c.hash));
  if (scheme === 3) input.optional(metadata.maxRecordTime, (t) => input.int64(t));
  return sha256(input.bytesSoFar());
}

/**
 * Recomputes the hash of a prepared transaction (the prepare answer's `preparedTransaction`, base64, its bytes
 * or decoded) under `hashingScheme` (its `hashingSchemeVersion`): the 32 bytes an external party signs.
 * Refuses with a PreparedTransactionError what it cannot hash exactly.
 */
export async function computePreparedTransactionHash(
  preparedTransaction: string | Uint8Array | PreparedTransaction,
  hashingScheme: string,
): Promise<Uint8Array> {
  const scheme = schemeNumber(hashingScheme);
  const prepared =
    typeof preparedTransaction === 'string' || preparedTransaction instanceof Uint8Array
      ? await decodePreparedTransaction(preparedTransaction)
      : preparedTransaction;
  if (prepared.transaction === undefined || prepared.metadata === undefined)
    throw new MalformedPreparedTransactionError('preparedTransaction: its transaction or metadata is missing.');
  const transactionHash = await hashTransaction(scheme, prepared);
  const metadataHash = await hashMetadata(scheme, prepared.metadata);
  return sha256(new HashInput().raw(purpose).byte(scheme).raw(transactionHash).raw(metadataHash).bytesSoFar());
}
