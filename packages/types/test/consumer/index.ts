// A strict nodenext project that uses @canton-openapi/types as a user would: through the package's
// exports (the built dist/), with each promise of the package stated as code that must or must not compile.
import ledgerSpec from '@canton-openapi/types/ledger/openapi.json' with { type: 'json' };
import {
  CumulativeFilter,
  eventFormat,
  UnionShapeError,
  Update,
  type GetUpdatesRequest,
  type JsCantonError,
  type JsTransaction,
  type paths,
} from '@canton-openapi/types/ledger';
import { GetRewardAccountingActivityTotalsResponse, type Contract } from '@canton-openapi/types/scan';
import { GetTransferOfferStatusResponse, type AnsEntry } from '@canton-openapi/types/validator';
import type { ChoiceContext, Instrument } from '@canton-openapi/types/registry';

type UpdatesBody = paths['/v2/updates']['post']['responses'][200]['content']['application/json'];
const body = JSON.parse(
  '[{"update":{"OffsetCheckpoint":{"value":{"offset":3,"synchronizerTimes":[]}}}},{"update":{"Transaction":{"value":{"updateId":"1220","offset":4}}}}]',
) as UpdatesBody;

// Exclusive unions, in the response body type.
const transaction = { updateId: '1220', offset: 4 } as JsTransaction;
// @ts-expect-error two keys of one update
const twoKeys: UpdatesBody[number]['update'] = { Transaction: { value: transaction }, OffsetCheckpoint: { value: { offset: 1 } } };

// Narrowing by key, exhaustive match, entry.
const offsets = body.map(({ update }) =>
  Update.match(update, {
    OffsetCheckpoint: ({ value }) => value.offset,
    Reassignment: ({ value }) => value.offset,
    TopologyTransaction: ({ value }) => value.offset,
    Transaction: ({ value }) => value.offset,
  }),
);
// @ts-expect-error the Transaction handler is missing
Update.match(body[0]!.update, { OffsetCheckpoint: () => 0, Reassignment: () => 0, TopologyTransaction: () => 0 });
const first = body[0]!.update;
const firstOffset: number | undefined = first.OffsetCheckpoint !== undefined ? first.OffsetCheckpoint.value.offset : undefined;
const [firstKey] = Update.entry(first);

// Bigint mode: the named types take the client's int64 mode, and the helpers take either.
const bigUpdate: Update<'bigint'> = { OffsetCheckpoint: { value: { offset: 9007199254740993n, synchronizerTimes: [] } } };
const bigOffset: bigint = Update.match(bigUpdate, {
  OffsetCheckpoint: ({ value }) => value.offset,
  Reassignment: ({ value }) => value.offset,
  TopologyTransaction: ({ value }) => value.offset,
  Transaction: ({ value }) => value.offset,
});
// @ts-expect-error a bigint-mode offset is no number
const bigAsNumber: number = Update.is.OffsetCheckpoint(bigUpdate) ? bigUpdate.OffsetCheckpoint.value.offset : 0;

// Request rules: required beginExclusive, the legacy filter excludes updateFormat, builders.
const updateFormat = {
  includeTransactions: {
    eventFormat: eventFormat({ parties: ['Alice::1220'], filters: [CumulativeFilter.of.TemplateFilter({ templateId: 'pkg:Mod:T' })] }),
    transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA',
  },
} as const;
const request: GetUpdatesRequest = { beginExclusive: 0, endInclusive: 10, updateFormat };
// @ts-expect-error beginExclusive is required
const noBegin: GetUpdatesRequest = { updateFormat };
// @ts-expect-error filter and updateFormat exclude each other
const both: GetUpdatesRequest = { beginExclusive: 0, filter: {}, updateFormat };

// Status variants narrow on literal status; values outside the set do not compile.
const offer = JSON.parse('{"status":"failed","failure_kind":"withdrawn","withdrawn_reason":"funds"}') as GetTransferOfferStatusResponse;
const kind: 'expired' | 'rejected' | 'withdrawn' | undefined = offer.status === 'failed' ? offer.failure_kind : undefined;
// @ts-expect-error not a transfer-offer status
const cancelled = offer.status === 'cancelled';
const totals = GetRewardAccountingActivityTotalsResponse.match(
  { status: 'CannotProvide' },
  { Ok: (t) => t.round_number, Undetermined: () => -1, CannotProvide: () => -2 },
);

// Nullable optionals as the wire sends them.
const expiresAt: AnsEntry['expires_at'] = null;
const correlationId: JsCantonError['correlationId'] = null;
const payload: Contract['payload'] = { owner: 'Alice' };

let malformed = '';
try {
  Update.entry(JSON.parse('{"Transaction":{},"OffsetCheckpoint":{}}'));
} catch (error) {
  if (error instanceof UnionShapeError) malformed = `${error.union}:${error.problem}`;
}

console.log(
  JSON.stringify({
    offsets,
    firstOffset,
    firstKey,
    bigOffset: String(bigOffset),
    request: request.updateFormat?.includeTransactions?.eventFormat,
    kind,
    totals,
    nulls: [expiresAt, correlationId],
    payload,
    malformed,
    specTitle: ledgerSpec.info.title,
    unused: [twoKeys, noBegin, both, cancelled, bigAsNumber].length,
  }),
);

// The registry's nullable fields are `null` in the types, as Scan writes them.
const noSupply: Instrument['totalSupply'] = null;
// @ts-expect-error a choice context always carries its disclosed contracts
const missingDisclosures: ChoiceContext = { choiceContextData: { values: {} } };
export { missingDisclosures, noSupply };
