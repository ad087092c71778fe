// What is signed, shown: the readable view of a prepared transaction (Canton's V3 hash-vector transaction,
// test/signing/vectors.ts, from its base64) and of Daml values, JSON-safe.
import { create } from '@bufbuild/protobuf';
import { describePreparedTransaction } from '@canton-openapi/client/ledger/signing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ValueSchema } from '../src/generated/proto/com/daml/ledger/api/v2/value_pb.ts';
import { plainValue } from '../src/ledger/signing/value-view.ts';
import { base64Of, preparedTransaction, schemes } from './signing/vectors.ts';

const template = 'package:module:name';
const cid1 = '0007e7b5534931dfca8e1b485c105bae4e10808bd13ddc8e897f258015f9d921c5';

describe('describePreparedTransaction', () => {
  let view: Awaited<ReturnType<typeof describePreparedTransaction>>;
  beforeAll(async () => {
    view = await describePreparedTransaction(base64Of(preparedTransaction(schemes[1]!)));
  });

  it('names the submitters, the command, the synchronizer and the time bounds', () => {
    expect(view).toMatchObject({
      submitters: ['alice', 'bob'],
      commandId: 'command-id',
      synchronizerId: 'synchronizer::id',
      transactionUuid: '4c6471d3-4e09-49dd-addf-6cd90e19c583',
      preparationTime: '1970-01-01T00:00:00.000000Z',
      minLedgerEffectiveTime: '1970-01-01T00:00:00.043690Z',
      maxLedgerEffectiveTime: '1970-01-01T00:00:00.048059Z',
      maxRecordTime: '1970-01-31T00:00:00.000000Z',
    });
  });

  it('shows each action as a tree: template, choice, arguments, acting parties, signatories and observers', () => {
    const [created, rollback] = view.actions;
    expect(created).toEqual({
      nodeId: '0',
      kind: 'create',
      templateId: template,
      packageName: 'package-name-0',
      contractId: cid1,
      argument: 'hello',
      signatories: ['alice', 'bob'],
      observers: ['charlie'],
    });
    expect(rollback!.kind).toBe('rollback');
    const exercise = rollback!.children![1]!;
    expect(exercise).toMatchObject({
      kind: 'exercise',
      templateId: template,
      choice: 'choice',
      consuming: true,
      interfaceId: 'package:interface_module:interface_name',
      argument: '31380',
      result: 'result',
      actingParties: ['alice', 'bob'],
      signatories: ['alice'],
      observers: ['charlie'],
      choiceObservers: ['david'],
    });
    expect(exercise.children!.map((child) => child.kind)).toEqual(['create', 'fetch']);
  });

  it('lists the input contracts with their creation time', () => {
    expect(view.inputContracts.map((c) => [c.contractId.slice(0, 8), c.createdAt, c.signatories, c.templateId])).toEqual([
      ['0007e7b5', '1970-01-11T00:00:00.000000Z', ['alice'], '-dummyPkg-:DummyModule:dummyName'],
      ['0059b59a', '1970-01-21T00:00:00.000000Z', ['bob'], '-dummyPkg-:DummyModule:dummyName'],
    ]);
  });

  it('is JSON-safe: no bigint or bytes, the same after a JSON round trip', () => {
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

describe('Daml values as plain JSON', () => {
  it('keeps int64 exact, writes times in ISO 8601, records by label, variants by tag', () => {
    const value = create(ValueSchema, {
      sum: {
        case: 'record',
        value: {
          fields: [
            { label: 'amount', value: { sum: { case: 'int64', value: 9007199254740993n } } },
            { label: 'at', value: { sum: { case: 'timestamp', value: 1729788226000001n } } },
            { label: 'on', value: { sum: { case: 'date', value: 20020 } } },
            { label: 'kind', value: { sum: { case: 'variant', value: { constructor$: 'Some', value: { sum: { case: 'text', value: 'x' } } } } } },
            { label: 'none', value: { sum: { case: 'optional', value: {} } } },
            { label: '__proto__', value: { sum: { case: 'enum', value: { constructor$: 'Red' } } } },
          ],
        },
      },
    });
    expect(JSON.stringify(plainValue(value))).toBe(
      '{"amount":"9007199254740993","at":"2024-10-24T16:43:46.000001Z","on":"2024-10-24","kind":{"tag":"Some","value":"x"},"none":null,"__proto__":"Red"}',
    );
  });
});
