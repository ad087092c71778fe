// Runtime behaviour of the status-variant helpers, including bodies a server should not send.
import { describe, expect, test } from 'vitest';
import { GetRewardAccountingActivityTotalsResponse } from '@canton-openapi/types/scan';
import { GetTransferOfferStatusResponse, UnionShapeError } from '@canton-openapi/types/validator';

const handlers = {
  created: () => 'created',
  accepted: () => 'accepted',
  completed: (o: { contract_id: string }) => `completed ${o.contract_id}`,
  failed: (o: { failure_kind: string }) => `failed ${o.failure_kind}`,
};

function shapeError(fn: () => unknown): UnionShapeError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UnionShapeError);
    return error as UnionShapeError;
  }
  throw new Error('expected a UnionShapeError');
}

describe('match', () => {
  test('calls the handler of the status with the variant', () => {
    expect(GetTransferOfferStatusResponse.match({ status: 'completed', transaction_id: 't', contract_id: 'c' }, handlers)).toBe('completed c');
    expect(GetTransferOfferStatusResponse.match({ status: 'failed', failure_kind: 'expired' }, handlers)).toBe('failed expired');
    expect(GetRewardAccountingActivityTotalsResponse.match({ status: 'Undetermined' }, { Ok: () => 1, Undetermined: () => 2, CannotProvide: () => 3 })).toBe(2);
  });

  test('names an unknown status and the known ones', () => {
    const error = shapeError(() => GetTransferOfferStatusResponse.match(JSON.parse('{"status":"cancelled"}'), handlers));
    expect(error.message).toBe(
      'GetTransferOfferStatusResponse: unknown status "cancelled"; expected one of "created", "accepted", "completed", "failed". If a newer server sent it, upgrade @canton-openapi/types.',
    );
    expect(error).toMatchObject({ union: 'GetTransferOfferStatusResponse', problem: 'unknown-variant', found: ['cancelled'] });
  });

  test('rejects a body without status, a non-object and a status of the wrong type', () => {
    expect(shapeError(() => GetTransferOfferStatusResponse.match(JSON.parse('{"error":"x"}'), handlers)).message).toBe(
      'GetTransferOfferStatusResponse: expected an object with a "status" of "created", "accepted", "completed", "failed", got none.',
    );
    expect(shapeError(() => GetTransferOfferStatusResponse.match(JSON.parse('"completed"'), handlers)).message).toBe(
      'GetTransferOfferStatusResponse: expected an object with a "status", got a string.',
    );
    expect(shapeError(() => GetTransferOfferStatusResponse.match(JSON.parse('null'), handlers)).problem).toBe('not-an-object');
    expect(shapeError(() => GetTransferOfferStatusResponse.match(JSON.parse('{"status":{"x":1}}'), handlers)).message).toContain('unknown status an object');
  });

  test('names the status whose handler is missing', () => {
    const partial = { created: () => 0 } as unknown as typeof handlers;
    expect(shapeError(() => GetTransferOfferStatusResponse.match({ status: 'accepted', transaction_id: 't', contract_id: 'c' }, partial)).message).toBe(
      'GetTransferOfferStatusResponse: match has no handler for the status "accepted"; pass one handler per variant.',
    );
  });
});

describe('guards and values', () => {
  test('a guard per status, in spec order', () => {
    expect(GetTransferOfferStatusResponse.values).toEqual(['created', 'accepted', 'completed', 'failed']);
    expect(GetTransferOfferStatusResponse.discriminant).toBe('status');
    expect(GetTransferOfferStatusResponse.is.failed({ status: 'failed', failure_kind: 'rejected' })).toBe(true);
    expect(GetTransferOfferStatusResponse.is.created({ status: 'failed', failure_kind: 'rejected' })).toBe(false);
    expect(GetTransferOfferStatusResponse.is.created(JSON.parse('null'))).toBe(false);
    expect(GetRewardAccountingActivityTotalsResponse.values).toEqual(['Ok', 'Undetermined', 'CannotProvide']);
  });
});
