// Builds a ledger update query with the generated builders and summarises the answer with an
// exhaustive `match`. The region between the markers is the README snippet (test/examples.test.ts).
// #region readme
import { CumulativeFilter, eventFormat, Update, type GetUpdatesRequest, type JsGetUpdatesResponse } from '@canton-openapi/types/ledger';
const alicesIous = eventFormat({ parties: ['Alice::1220'], filters: [CumulativeFilter.of.TemplateFilter({ templateId: '#iou:Iou:Iou' })] });
export const request: GetUpdatesRequest = {
  beginExclusive: 0,
  updateFormat: { includeTransactions: { eventFormat: alicesIous, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' } },
};
export const summarise = (body: JsGetUpdatesResponse[]): string[] =>
  body.map(({ update }) =>
    Update.match(update, {
      Transaction: ({ value }) => `transaction ${value.updateId}: ${value.events.length} events`,
      Reassignment: ({ value }) => `reassignment at ${value.offset}`,
      TopologyTransaction: ({ value }) => `topology change at ${value.offset}`,
      OffsetCheckpoint: ({ value }) => `checkpoint at ${value.offset}`,
    }),
  );
// #endregion readme
