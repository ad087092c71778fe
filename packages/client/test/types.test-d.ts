// What the compiler promises users: results are the typed 200 bodies, arguments are checked,
// errors are typed per status, bigint mode types int64 fields as bigint, and every operation of
// the spec has a method.
import type { components as LedgerComponents, operations as LedgerOperations } from '@canton-openapi/types/ledger';
import type { components as ScanComponents, operations as ScanOperations } from '@canton-openapi/types/scan';
import type { components as ValidatorComponents, operations as ValidatorOperations } from '@canton-openapi/types/validator';
import { describe, expectTypeOf, it } from 'vitest';
import { CantonApiError, HttpError, type OperationHttpError, type PageIterator, type WithResponse } from '@canton-openapi/client';
import { createLedgerClient, isLedgerHttpError, type LedgerClient, type UpdateListElement } from '@canton-openapi/client/ledger';
import { createScanClient, isScanHttpError, type ScanClient } from '@canton-openapi/client/scan/internal';
import { createValidatorClient, isValidatorHttpError, type ValidatorClient } from '@canton-openapi/client/validator/internal';

type L = LedgerComponents['schemas'];
type S = ScanComponents['schemas'];
type V = ValidatorComponents['schemas'];

const ledger = createLedgerClient({ baseUrl: 'http://p' });
const ledgerBig = createLedgerClient({ baseUrl: 'http://p', int64: 'bigint' });
const scan = createScanClient({ baseUrl: 'http://s/api/scan' });
const scanBig = createScanClient({ baseUrl: 'http://s/api/scan', int64: 'bigint' });
const validator = createValidatorClient({ baseUrl: 'http://v/api/validator' });

describe('every operation has a method', () => {
  it('for each API', () => {
    expectTypeOf<Exclude<keyof LedgerOperations, keyof LedgerClient>>().toBeNever();
    expectTypeOf<Exclude<keyof ScanOperations, keyof ScanClient>>().toBeNever();
    expectTypeOf<Exclude<keyof ValidatorOperations, keyof ValidatorClient>>().toBeNever();
  });
});

describe('results are the typed 200 bodies', () => {
  it('ledger', () => {
    expectTypeOf(ledger.postV2Updates({ beginExclusive: 0 })).resolves.toEqualTypeOf<L['JsGetUpdatesResponse'][]>();
    expectTypeOf(ledger.postV2UpdatesFlats({ beginExclusive: 0 })).resolves.toEqualTypeOf<L['JsGetUpdatesResponse'][]>();
    expectTypeOf<UpdateListElement>().toEqualTypeOf<L['JsGetUpdatesResponse']>();
  });

  it('scan', () => {
    expectTypeOf(scan.listDsoScans()).resolves.toEqualTypeOf<S['ListDsoScansResponse']>();
    expectTypeOf(scan.listVoteRequestResults({ limit: 10 })).resolves.toEqualTypeOf<S['ListDsoRulesVoteResultsResponse']>();
    expectTypeOf(scan.getRewardAccountingActivityTotals(4711)).resolves.toEqualTypeOf<S['GetRewardAccountingActivityTotalsResponse']>();
    expectTypeOf(scan.lookupFeaturedAppRightByContractId('00ab')).resolves.toEqualTypeOf<S['LookupFeaturedAppRightResponse']>();
    expectTypeOf(scan.lookupFeaturedAppRight('Alice::1220aa')).resolves.toEqualTypeOf<S['LookupFeaturedAppRightResponse']>();
  });

  it('validator', () => {
    expectTypeOf(validator.getTransferOfferStatus('t')).resolves.toEqualTypeOf<V['GetTransferOfferStatusResponse']>();
    expectTypeOf(validator.lookupAnsEntryByName('a.cns')).resolves.toEqualTypeOf<V['LookupEntryByNameResponse']>();
    expectTypeOf(validator.getAmuletRules()).resolves.toEqualTypeOf<V['GetAmuletRulesProxyResponse']>();
    expectTypeOf(validator.lookupTransferCommandStatus({ query: { sender: 'alice::1220aa', nonce: 2 } })).resolves.toEqualTypeOf<
      V['LookupTransferCommandStatusResponse']
    >();
  });

  it('page iterators yield the list items, and with pages() the pages', () => {
    expectTypeOf(scan.iterateVoteRequestResults({ limit: 10 })).toEqualTypeOf<PageIterator<S['VoteRequestResult'], S['ListDsoRulesVoteResultsResponse']>>();
    expectTypeOf(scan.iterateVoteRequestResults({ limit: 10 }).pages()).toEqualTypeOf<AsyncIterableIterator<S['ListDsoRulesVoteResultsResponse']>>();
    expectTypeOf(ledger.readUpdates({ beginExclusive: 0, endInclusive: 9 })).toEqualTypeOf<AsyncIterableIterator<L['JsGetUpdatesResponse']>>();
  });
});

describe('arguments are checked', () => {
  it('request bodies', () => {
    // @ts-expect-error beginExclusive is required
    void ledger.postV2Updates({ endInclusive: 5 });
    // @ts-expect-error a misspelt field does not compile
    void ledger.postV2Updates({ beginExclusive: 0, endInclusve: 5 });
    // @ts-expect-error limit is required
    void scan.listVoteRequestResults({ actionName: 'x' });
  });

  it('path parameters', () => {
    // @ts-expect-error round_number is an integer
    void scan.getRewardAccountingActivityTotals('4711');
    // @ts-expect-error a name is a string
    void validator.lookupAnsEntryByName(42);
    // @ts-expect-error the path parameter is required
    void validator.getTransferOfferStatus();
  });

  it('query parameters and options', () => {
    void ledger.postV2Updates({ beginExclusive: 0 }, { query: { limit: 10, stream_idle_timeout_ms: 100 }, signal: AbortSignal.timeout(1), timeoutMs: 5 });
    // @ts-expect-error unknown query parameter
    void ledger.postV2Updates({ beginExclusive: 0 }, { query: { limt: 10 } });
    // @ts-expect-error operations without query parameters take none
    void scan.listDsoScans({ query: { limit: 1 } });
  });

  it('page iterators take the request, with its token to resume from', () => {
    void scan.iterateVoteRequestResults({ limit: 10, actionName: 'ARC_AmuletRules' }, { signal: AbortSignal.timeout(1), retry: false });
    void scan.iterateVoteRequestResults({ limit: 10, pageToken: 3 });
    // @ts-expect-error a page token is an integer
    void scan.iterateVoteRequestResults({ limit: 10, pageToken: 'x' });
  });

  it('a cursor the first request must carry (`start: caller`) stays required in the iterator request', () => {
    const synchronizer_id = 'global-domain::1220aa';
    void scan.iterateUpdatesBefore({ migration_id: 3, synchronizer_id, before: '2025-03-12T09:41:27.902315Z', count: 100 });
    // @ts-expect-error `before` is where the listing starts: the caller gives it
    void scan.iterateUpdatesBefore({ migration_id: 3, synchronizer_id, count: 100 });
    void scan.iterateImportUpdates({ migration_id: 3, after_update_id: '', limit: 100 });
    // @ts-expect-error `after_update_id` is required (`''` for the first page)
    void scan.iterateImportUpdates({ migration_id: 3, limit: 100 });
  });

  it('withResponse methods take the same arguments and resolve to data with its response', () => {
    expectTypeOf(scan.withResponse.listDsoScans()).resolves.toEqualTypeOf<WithResponse<S['ListDsoScansResponse']>>();
    // @ts-expect-error iterators are not part of withResponse
    void scan.withResponse.iterateVoteRequestResults;
    // @ts-expect-error the path parameter is required
    void validator.withResponse.getTransferOfferStatus();
  });

  it('readUpdates needs a closed range and reads ascending only', () => {
    // @ts-expect-error endInclusive is required: the range is closed
    void ledger.readUpdates({ beginExclusive: 0 });
    // @ts-expect-error descendingOrder is not an option of readUpdates
    void ledger.readUpdates({ beginExclusive: 0, endInclusive: 9, descendingOrder: true });
  });
});

describe('bigint mode types int64 fields as bigint', () => {
  it('in responses, and nothing else', async () => {
    const [element] = await ledgerBig.postV2Updates({ beginExclusive: 0n });
    const tx = element!.update.Transaction?.value;
    expectTypeOf(tx!.offset).toEqualTypeOf<bigint>();
    expectTypeOf(tx!.paidTrafficCost).toEqualTypeOf<bigint | null | undefined>();
    expectTypeOf(tx!.updateId).toEqualTypeOf<string>();
    const event = tx!.events[0]!;
    if ('CreatedEvent' in event && event.CreatedEvent) {
      expectTypeOf(event.CreatedEvent.offset).toEqualTypeOf<bigint>();
      expectTypeOf(event.CreatedEvent.nodeId).toEqualTypeOf<number>();
    }
    const checkpoint = element!.update.OffsetCheckpoint?.value;
    expectTypeOf(checkpoint!.offset).toEqualTypeOf<bigint>();

    const totals = await scanBig.getRewardAccountingActivityTotals(1n);
    if (totals.status === 'Ok') {
      expectTypeOf(totals.round_number).toEqualTypeOf<bigint>();
      expectTypeOf(totals.total_app_reward_minting_allowance).toEqualTypeOf<string>();
    }
    const page = await scanBig.listVoteRequestResults({ limit: 1, pageToken: 5n });
    expectTypeOf(page.next_page_token).toEqualTypeOf<bigint | null | undefined>();
  });

  it('requests accept number or bigint at int64 positions only', () => {
    void ledgerBig.postV2Updates({ beginExclusive: 9223372036854775000n, endInclusive: 5 }, { query: { limit: 10n } });
    void ledgerBig.readUpdates({ beginExclusive: 0n, endInclusive: 2n ** 63n - 1n });
    // @ts-expect-error a number-mode client takes numbers
    void ledger.postV2Updates({ beginExclusive: 0n });
    // @ts-expect-error page_size is int32, not int64
    void scanBig.getHoldingsStateAt({ migration_id: 1n, record_time: 't', record_time_match: 'exact', page_size: 1n, owner_party_ids: ['a'] });
  });

  it('number mode leaves numbers', async () => {
    const [element] = await ledger.postV2Updates({ beginExclusive: 0 });
    expectTypeOf(element!.update.Transaction!.value.offset).toEqualTypeOf<number>();
  });
});

describe('errors are typed per status', () => {
  it('ledger: a 400 in text/plain or as a JsCantonError, JsCantonError 413 and default', () => {
    const error: unknown = undefined;
    if (isLedgerHttpError(error, 'postV2Updates')) {
      expectTypeOf(error.operationId).toEqualTypeOf<'postV2Updates'>();
      expectTypeOf(error.contentType).toEqualTypeOf<string | undefined>();
      if (error.status === 400) {
        expectTypeOf(error.body).toEqualTypeOf<string | L['JsCantonError'] | undefined>();
        expectTypeOf(error.mediaType).toEqualTypeOf<'text/plain' | 'application/json' | undefined>();
        if (error.mediaType === 'application/json') expectTypeOf(error.body).toEqualTypeOf<L['JsCantonError']>();
        if (error.mediaType === 'text/plain') expectTypeOf(error.body).toEqualTypeOf<string>();
        if (error.mediaType === undefined) expectTypeOf(error.body).toEqualTypeOf<undefined>();
        if (typeof error.body === 'object') expectTypeOf(error.body.code).toEqualTypeOf<string>();
        // @ts-expect-error the body may be text or missing: narrow before reading `code`
        void error.body.code;
      }
      if (error.status === 413) {
        expectTypeOf(error.body).toEqualTypeOf<L['JsCantonError'] | undefined>();
        expectTypeOf(error.mediaType).toEqualTypeOf<'application/json' | undefined>();
      }
      if (error.status === 500) expectTypeOf(error.body).toEqualTypeOf<L['JsCantonError'] | undefined>();
      // @ts-expect-error HTTP errors carry a status from 300 to 599
      if (error.status === 200) return;
      expectTypeOf(error).toMatchTypeOf<HttpError>();
      expectTypeOf(error).toMatchTypeOf<CantonApiError>();
    }
    if (isLedgerHttpError(error, 'postV2UpdatesFlats') && error.status === 400 && error.mediaType === 'application/json') {
      expectTypeOf(error.body).toEqualTypeOf<L['JsCantonError']>();
    }
  });

  it('scan and validator: {error} bodies', () => {
    const error: unknown = undefined;
    if (isScanHttpError(error, 'getHoldingsStateAt') && error.status === 404) {
      expectTypeOf(error.body).toEqualTypeOf<S['ErrorResponse'] | undefined>();
      if (error.mediaType !== undefined) expectTypeOf(error.body).toEqualTypeOf<S['ErrorResponse']>();
    }
    if (isScanHttpError(error, 'listDsoScans') && error.status === 503) {
      expectTypeOf(error.body).toEqualTypeOf<S['ErrorResponse'] | undefined>();
    }
    // A provider that is not a party id: the handler's `{error}`, never plain text (a path segment always decodes).
    if (isScanHttpError(error, 'lookupFeaturedAppRight') && error.status === 400) {
      expectTypeOf(error.mediaType).toEqualTypeOf<'application/json' | undefined>();
      if (error.mediaType !== undefined) expectTypeOf(error.body).toEqualTypeOf<S['ErrorResponse']>();
    }
    if (isValidatorHttpError(error, 'getTransferOfferStatus') && error.status === 403) {
      expectTypeOf(error.body).toEqualTypeOf<V['ErrorResponse'] | undefined>();
    }
    // Every validator operation of the types package, and nothing else.
    if (isValidatorHttpError(error)) expectTypeOf(error.operationId).toEqualTypeOf<Extract<keyof ValidatorOperations, string>>();
  });

  it("Scan's 400 and the validator's 401 follow the media types the servers answer in", () => {
    const error: unknown = undefined;
    for (const op of ['listVoteRequestResults', 'getHoldingsStateAt', 'getHoldingsStateAtV1'] as const) {
      if (isScanHttpError(error, op) && error.status === 400) {
        expectTypeOf(error.mediaType).toEqualTypeOf<'application/json' | 'text/plain' | undefined>();
        if (error.mediaType === 'text/plain') expectTypeOf(error.body).toEqualTypeOf<string>();
        if (error.mediaType === 'application/json') expectTypeOf(error.body).toEqualTypeOf<S['ErrorResponse']>();
      }
    }
    for (const op of ['getTransferOfferStatus', 'lookupAnsEntryByName'] as const) {
      if (isValidatorHttpError(error, op) && error.status === 401) {
        expectTypeOf(error.body).toEqualTypeOf<string | undefined>();
        // @ts-expect-error the 401 is plain text, never an {error} object
        void error.body?.error;
      }
    }
    if (isValidatorHttpError(error, 'getTransferOfferStatus') && error.status === 403 && error.mediaType !== undefined) {
      expectTypeOf(error.body).toEqualTypeOf<V['ErrorResponse']>();
    }
  });

  it('without a default response, other statuses carry no typed body', () => {
    type Op = { responses: { 200: { content: { 'application/json': { ok: true } } }; 404: { content: { 'application/json': { error: string } } } } };
    const error = {} as OperationHttpError<Op, 'op'>;
    if (error.status === 404) expectTypeOf(error.body).toEqualTypeOf<{ error: string } | undefined>();
    if (error.status === 500) expectTypeOf(error.body).toEqualTypeOf<undefined>();
  });
});
