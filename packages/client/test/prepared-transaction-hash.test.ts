// The prepared-transaction hash recomputed (V2 and V3) against Canton's own byte-level test vectors
// (test/signing/vectors.ts) and against prepare answers of real participants (test/signing/participant-answers.ts),
// and what cannot be hashed exactly refused with a typed error.
import { create, toBinary } from '@bufbuild/protobuf';
import {
  computePreparedTransactionHash,
  DuplicateNodeIdError,
  MalformedPreparedTransactionError,
  PreparedTransactionHashMismatchError,
  UnhashableNodeError,
  UnsupportedHashingSchemeError,
  verifyPreparedTransactionHash,
} from '@canton-openapi/client/ledger/signing';
import { describe, expect, it } from 'vitest';
import { PreparedTransactionSchema } from '../src/generated/proto/com/daml/ledger/api/v2/interactive/interactive_submission_service_pb.ts';
import { decodePreparedTransaction } from '../src/ledger/signing/decode.ts';
import { HashInput, sha256, toHex } from '../src/ledger/signing/hash-input.ts';
import { encodeNode, hashNode, nodeContext } from '../src/ledger/signing/node-encoding.ts';
import { hashMetadata, hashTransaction } from '../src/ledger/signing/prepared-hash.ts';
import { addValue } from '../src/ledger/signing/value-encoding.ts';
import { participantAnswers } from './signing/participant-answers.ts';
import { base64Of, nodeIds, preparedTransaction, schemes, valueVectors } from './signing/vectors.ts';

describe('value encoding (ValueHashTest)', () => {
  for (const vector of valueVectors) {
    it(`encodes a ${vector.name} value to Canton's bytes`, async () => {
      const input = new HashInput();
      addValue(input, vector.value, 'test');
      const bytes = input.bytesSoFar();
      expect(toHex(bytes)).toBe(vector.encoding);
      expect(toHex(await sha256(bytes))).toBe(vector.hash);
    });
  }
});

for (const vectors of schemes) {
  const number = vectors.scheme === 'HASHING_SCHEME_VERSION_V2' ? 2 : 3;
  describe(`${vectors.scheme} (v${number}/NodeHashTest, v${number}/MetadataHashTest)`, () => {
    const prepared = preparedTransaction(vectors, { queryByKey: number === 3 });
    const context = nodeContext(number, prepared.transaction!);

    it('encodes the create node to Canton bytes', async () => {
      expect(toHex(await encodeNode(context, nodeIds.create))).toBe(vectors.createEncoding);
    });

    for (const [kind, expected] of Object.entries(vectors.nodeHashes)) {
      it(`hashes the ${kind} node as Canton does`, async () => {
        expect(toHex(await hashNode(context, nodeIds[kind as keyof typeof nodeIds]))).toBe(expected);
      });
    }

    it('hashes the transaction and the metadata as Canton does', async () => {
      expect(toHex(await hashTransaction(number, prepared))).toBe(vectors.transactionHash);
      expect(toHex(await hashMetadata(number, prepared.metadata!))).toBe(vectors.metadataHash);
    });

    it('recomputes the whole prepared transaction’s hash from its base64, as the participant sends it', async () => {
      const base64 = base64Of(prepared);
      expect(toHex(await computePreparedTransactionHash(base64, vectors.scheme))).toBe(vectors.fullHash);
      const hash = Buffer.from(vectors.fullHash, 'hex').toString('base64');
      const verified = await verifyPreparedTransactionHash({
        preparedTransaction: base64,
        preparedTransactionHash: hash,
        hashingSchemeVersion: vectors.scheme,
      });
      expect(toHex(verified)).toBe(vectors.fullHash);
    });

    it('refuses a hash the transaction does not have', async () => {
      const madeUp = Buffer.alloc(32, 7).toString('base64');
      const check = verifyPreparedTransactionHash({
        preparedTransaction: base64Of(prepared),
        preparedTransactionHash: madeUp,
        hashingSchemeVersion: vectors.scheme,
      });
      await expect(check).rejects.toThrow(PreparedTransactionHashMismatchError);
      await expect(check).rejects.toMatchObject({ expected: madeUp, computed: Buffer.from(vectors.fullHash, 'hex').toString('base64') });
    });
  });
}

describe("prepare answers of real participants (test/signing/participant-answers.ts): the participant's own hash", () => {
  for (const answer of participantAnswers) {
    it(`${answer.name}: recomputed exactly, and verified as the prepare answer carries it`, async () => {
      const hash = await computePreparedTransactionHash(answer.preparedTransaction, answer.hashingSchemeVersion);
      expect(Buffer.from(hash).toString('base64')).toBe(answer.preparedTransactionHash);
      expect(Buffer.from(await verifyPreparedTransactionHash(answer)).toString('base64')).toBe(answer.preparedTransactionHash);
    });
  }
});

describe('what cannot be hashed exactly is refused', () => {
  const [v2, v3] = schemes as [(typeof schemes)[0], (typeof schemes)[0]];

  it('an unknown scheme', async () => {
    const check = computePreparedTransactionHash(base64Of(preparedTransaction(v3)), 'HASHING_SCHEME_VERSION_V4');
    await expect(check).rejects.toThrow(UnsupportedHashingSchemeError);
    await expect(check).rejects.toThrow(/HASHING_SCHEME_VERSION_V4/);
  });

  it('V2 asked to hash nodes of LF version "2" (contract keys), which need V3', async () => {
    const check = computePreparedTransactionHash(base64Of(preparedTransaction(v3)), v2.scheme);
    await expect(check).rejects.toThrow(UnhashableNodeError);
    await expect(check).rejects.toMatchObject({ nodeId: nodeIds.create, lfVersion: '2' });
  });

  it('V3 asked to hash an LF version it does not know (versions compared as Canton orders them, not as text)', async () => {
    const prepared = preparedTransaction(v3);
    const fetch = prepared.transaction!.nodes[1]!.versionedNode;
    if (fetch.case === 'v1' && fetch.value.nodeType.case === 'fetch') fetch.value.nodeType.value.lfVersion = '2.2';
    await expect(computePreparedTransactionHash(toBinary(PreparedTransactionSchema, prepared), v3.scheme)).rejects.toMatchObject({
      name: 'UnhashableNodeError',
      nodeId: nodeIds.fetch,
      lfVersion: '2.2',
    });
  });

  it('two nodes with the same id', async () => {
    const prepared = preparedTransaction(v2);
    prepared.transaction!.nodes[1]!.nodeId = nodeIds.create;
    const check = computePreparedTransactionHash(toBinary(PreparedTransactionSchema, prepared), v2.scheme);
    await expect(check).rejects.toThrow(DuplicateNodeIdError);
    await expect(check).rejects.toThrow(/node id "0"/);
  });

  it('malformed bytes, base64 and contract ids', async () => {
    await expect(computePreparedTransactionHash('not base64!', v2.scheme)).rejects.toThrow(MalformedPreparedTransactionError);
    await expect(computePreparedTransactionHash(Uint8Array.of(0x0a, 0x05, 0x01), v2.scheme)).rejects.toThrow(MalformedPreparedTransactionError);
    const prepared = preparedTransaction(v2);
    prepared.metadata!.inputContracts[1]!.contract.value!.contractId = 'xyz';
    await expect(computePreparedTransactionHash(toBinary(PreparedTransactionSchema, prepared), v2.scheme)).rejects.toThrow(
      /input contract 1 contract id: "xyz"/,
    );
    const missing = create(PreparedTransactionSchema, { transaction: { version: '2.1' } });
    await expect(decodePreparedTransaction(toBinary(PreparedTransactionSchema, missing))).rejects.toThrow(/metadata is missing/);
  });
});
