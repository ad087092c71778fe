// Runtime behaviour of the one-key union helpers, on the unions of the ledger spec, including values
// that do not have the union's shape.
import { describe, expect, test } from 'vitest';
import {
  CumulativeFilter,
  Event,
  IdentifierFilter,
  JsGetUpdatesResponse,
  JsReassignmentEvent,
  TopologyEventEvent,
  UnionShapeError,
  Update,
} from '@canton-openapi/types/ledger';
import type { CreatedEvent, JsTransaction, OffsetCheckpoint } from '@canton-openapi/types/ledger';

const checkpoint: OffsetCheckpoint = { offset: 7, synchronizerTimes: [] };
const transaction = { updateId: '1220ab', offset: 9 } as JsTransaction;

/** Runs `fn`, expecting a UnionShapeError, and returns it. */
function shapeError(fn: () => unknown): UnionShapeError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UnionShapeError);
    return error as UnionShapeError;
  }
  throw new Error('expected a UnionShapeError');
}

const handlers = {
  OffsetCheckpoint: ({ value }: { value: OffsetCheckpoint }) => `checkpoint ${value.offset}`,
  Reassignment: () => 'reassignment',
  TopologyTransaction: () => 'topology',
  Transaction: ({ value }: { value: JsTransaction }) => `transaction ${value.offset}`,
};

describe('entry', () => {
  test('returns the single key and its content', () => {
    expect(Update.entry({ OffsetCheckpoint: { value: checkpoint } })).toEqual(['OffsetCheckpoint', { value: checkpoint }]);
    expect(Event.entry({ CreatedEvent: { contractId: 'c' } as CreatedEvent })).toEqual(['CreatedEvent', { contractId: 'c' }]);
  });

  test('ignores keys whose value is undefined, as TypeScript does for optional keys', () => {
    expect(Update.entry({ Transaction: { value: transaction }, OffsetCheckpoint: undefined })).toEqual(['Transaction', { value: transaction }]);
  });

  test('names the union and the keys when there is no key', () => {
    const error = shapeError(() => Update.entry(JSON.parse('{}')));
    expect(error.message).toBe(
      'Update: expected exactly one of the keys "OffsetCheckpoint", "Reassignment", "TopologyTransaction", "Transaction", got an object without keys.',
    );
    expect(error).toMatchObject({ union: 'Update', problem: 'no-key', found: [] });
  });

  test('names both keys when there are two', () => {
    const error = shapeError(() => Update.entry(JSON.parse('{"Transaction":{"value":{}},"OffsetCheckpoint":{"value":{}}}')));
    expect(error.message).toBe(
      'Update: expected exactly one of the keys "OffsetCheckpoint", "Reassignment", "TopologyTransaction", "Transaction", got 2: "Transaction", "OffsetCheckpoint".',
    );
    expect(error).toMatchObject({ problem: 'several-keys', found: ['Transaction', 'OffsetCheckpoint'] });
  });

  test('names an unknown key and says what to do', () => {
    const error = shapeError(() => Update.entry(JSON.parse('{"Heartbeat":{"value":{}}}')));
    expect(error.message).toBe(
      'Update: unknown key "Heartbeat"; expected exactly one of the keys "OffsetCheckpoint", "Reassignment", "TopologyTransaction", "Transaction". If a newer server sent it, upgrade @canton-openapi/types.',
    );
    expect(error).toMatchObject({ problem: 'unknown-key', found: ['Heartbeat'], expected: Update.keys });
  });

  test.each([
    [null, 'null'],
    [[], 'an array'],
    ['Transaction', 'a string'],
    [42, 'a number'],
    [undefined, 'undefined'],
  ])('rejects %j, which is not an object', (value, described) => {
    const error = shapeError(() => IdentifierFilter.entry(value as unknown as IdentifierFilter));
    expect(error.message).toBe(
      `IdentifierFilter: expected an object with exactly one of the keys "Empty", "InterfaceFilter", "TemplateFilter", "WildcardFilter", got ${described}.`,
    );
    expect(error.problem).toBe('not-an-object');
  });
});

describe('match', () => {
  test('calls the handler of the key with its content and the whole value', () => {
    expect(Update.match({ Transaction: { value: transaction } }, handlers)).toBe('transaction 9');
    expect(Update.match({ OffsetCheckpoint: { value: checkpoint } }, handlers)).toBe('checkpoint 7');
    const value = { JsUnassignedEvent: { value: { contractId: 'c' } } } as JsReassignmentEvent;
    expect(JsReassignmentEvent.match(value, { JsAssignmentEvent: () => null, JsUnassignedEvent: (content, whole) => [content, whole] })).toEqual([
      { value: { contractId: 'c' } },
      value,
    ]);
  });

  test('throws the entry errors on malformed values', () => {
    expect(shapeError(() => Update.match(JSON.parse('{}'), handlers)).problem).toBe('no-key');
    expect(shapeError(() => Update.match(JSON.parse('{"Transaction":{},"Reassignment":{}}'), handlers)).problem).toBe('several-keys');
    expect(shapeError(() => Update.match(JSON.parse('{"Nope":{}}'), handlers)).problem).toBe('unknown-key');
    expect(shapeError(() => Update.match(JSON.parse('null'), handlers)).problem).toBe('not-an-object');
  });

  test('names the key whose handler is missing (for callers without type checks)', () => {
    const partial = { OffsetCheckpoint: () => 0 } as unknown as typeof handlers;
    const error = shapeError(() => Update.match({ Transaction: { value: transaction } }, partial));
    expect(error.message).toBe('Update: match has no handler for the key "Transaction"; pass one handler per key.');
  });
});

describe('guards', () => {
  test('are true for their key alone', () => {
    const update: Update = { Transaction: { value: transaction } };
    expect(Update.is.Transaction(update)).toBe(true);
    expect(Update.is.OffsetCheckpoint(update)).toBe(false);
    expect(Update.is.Transaction(JSON.parse('{"Transaction":{},"OffsetCheckpoint":{}}'))).toBe(false);
    expect(Update.is.Transaction(JSON.parse('null'))).toBe(false);
    expect(Update.is.Transaction(JSON.parse('[]'))).toBe(false);
  });

  test('exist for every key, in spec order', () => {
    expect(Update.keys).toEqual(['OffsetCheckpoint', 'Reassignment', 'TopologyTransaction', 'Transaction']);
    expect(Object.keys(Update.is)).toEqual(Update.keys);
    expect(Object.keys(TopologyEventEvent.of)).toEqual(TopologyEventEvent.keys);
  });
});

describe('builders', () => {
  test('wrap in value where the spec has the wrapper, and only there', () => {
    expect(IdentifierFilter.of.TemplateFilter({ templateId: 'pkg:Mod:T' })).toEqual({ TemplateFilter: { value: { templateId: 'pkg:Mod:T' } } });
    expect(IdentifierFilter.of.Empty()).toEqual({ Empty: {} });
    expect(Event.of.CreatedEvent({ contractId: 'c' } as CreatedEvent)).toEqual({ CreatedEvent: { contractId: 'c' } });
    expect(Update.of.OffsetCheckpoint(checkpoint)).toEqual({ OffsetCheckpoint: { value: checkpoint } });
  });

  test('holders put the branch under their property', () => {
    expect(CumulativeFilter.of.TemplateFilter({ templateId: 'pkg:Mod:T' })).toEqual({
      identifierFilter: { TemplateFilter: { value: { templateId: 'pkg:Mod:T' } } },
    });
    expect(CumulativeFilter.of.Empty()).toEqual({ identifierFilter: { Empty: {} } });
    expect(JsGetUpdatesResponse.of.OffsetCheckpoint(checkpoint)).toEqual({ update: { OffsetCheckpoint: { value: checkpoint } } });
  });

  test('build values that entry and match accept', () => {
    const built = Update.of.Transaction(transaction);
    expect(Update.entry(built)).toEqual(['Transaction', { value: transaction }]);
    expect(Update.is.Transaction(built)).toBe(true);
  });
});
