// Request bodies: required fields, the `not` exclusion of the legacy filter, and closed enums.
import { assertType, describe, test } from 'vitest';
import type { GetUpdatesRequest, operations, paths, TransactionFilter, UpdateFormat } from '@canton-openapi/types/ledger';
import type { HoldingsStateRequest, ListVoteResultsRequest } from '@canton-openapi/types/scan';

declare const updateFormat: UpdateFormat;
declare const filter: TransactionFilter;

describe('GetUpdatesRequest', () => {
  test('beginExclusive is required', () => {
    assertType<GetUpdatesRequest>({ beginExclusive: 0, updateFormat });
    // @ts-expect-error beginExclusive is missing
    assertType<GetUpdatesRequest>({ updateFormat });
    // @ts-expect-error beginExclusive is an int64 number
    assertType<GetUpdatesRequest>({ beginExclusive: '0', updateFormat });
  });

  test('the legacy filter and verbose: true exclude updateFormat', () => {
    assertType<GetUpdatesRequest>({ beginExclusive: 0, filter, verbose: true });
    assertType<GetUpdatesRequest>({ beginExclusive: 0, filter });
    assertType<GetUpdatesRequest>({ beginExclusive: 0 });
    // @ts-expect-error filter together with updateFormat
    assertType<GetUpdatesRequest>({ beginExclusive: 0, filter, updateFormat });
    // @ts-expect-error verbose: true together with updateFormat (the participant rejects it)
    assertType<GetUpdatesRequest>({ beginExclusive: 0, verbose: true, updateFormat });
    // verbose: false next to updateFormat is accepted by the participant, and compiles
    assertType<GetUpdatesRequest>({ beginExclusive: 0, verbose: false, updateFormat });
  });

  test('the request body of both operations is that type', () => {
    type FlatsBody = NonNullable<operations['postV2UpdatesFlats']['requestBody']>['content']['application/json'];
    type UpdatesBody = NonNullable<paths['/v2/updates']['post']['requestBody']>['content']['application/json'];
    assertType<FlatsBody>({ beginExclusive: 5, endInclusive: 10, updateFormat });
    // @ts-expect-error the exclusion holds in the body of postV2UpdatesFlats
    assertType<FlatsBody>({ beginExclusive: 0, filter, updateFormat });
    // @ts-expect-error the exclusion holds in the body of postV2Updates
    assertType<UpdatesBody>({ beginExclusive: 0, filter, updateFormat });
    // @ts-expect-error misspelt fields are rejected (the spec closes request bodies)
    assertType<UpdatesBody>({ beginExclusive: 0, updateFromat: updateFormat });
  });

  test('transactionShape is a closed set', () => {
    assertType<UpdateFormat>({ includeTransactions: { eventFormat: {}, transactionShape: 'TRANSACTION_SHAPE_LEDGER_EFFECTS' } });
    // @ts-expect-error not a transaction shape
    assertType<UpdateFormat>({ includeTransactions: { eventFormat: {}, transactionShape: 'LEDGER_EFFECTS' } });
  });
});

describe('scan requests', () => {
  test('required fields and enums', () => {
    assertType<ListVoteResultsRequest>({ limit: 10 });
    // @ts-expect-error limit is required
    assertType<ListVoteResultsRequest>({ accepted: true });
    assertType<HoldingsStateRequest>({
      migration_id: 4,
      record_time: '2025-02-14T15:00:00Z',
      page_size: 10,
      owner_party_ids: ['A::1'],
      record_time_match: 'at_or_before',
    });
    // record_time_match has a default (exact), so callers may leave it out
    assertType<HoldingsStateRequest>({ migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 10, owner_party_ids: ['A::1'] });
    // One line, so that the expected error is on the line after the directive.
    // prettier-ignore
    // @ts-expect-error record_time_match is exact or at_or_before
    assertType<HoldingsStateRequest>({ migration_id: 4, record_time: '2025-02-14T15:00:00Z', page_size: 10, owner_party_ids: ['A::1'], record_time_match: 'before' });
  });
});
