// Hand-written exports of `@canton-openapi/client/ledger`, re-exported by its generated entry
// (src/generated/ledger.entry.gen.ts): the types of `readUpdates`.
import type { operations } from '@canton-openapi/types/ledger';
import type { Int64Mode, RequestBodyOf, ResultOf } from '../core/types.ts';
import type { LedgerInt64 } from '../generated/ledger-int64.gen.ts';

export type { ReadUpdatesOptions } from './read-updates.ts';
export type { StreamOptions as StreamUpdatesOptions } from '../core/types.ts';
export { StreamError, type StreamErrorOptions, StreamRejectedError, SubmissionOutcomeUnknownError } from '../core/errors.ts';

type Op = operations['postV2Updates'];
type Shapes = LedgerInt64['postV2Updates'];
type Offset<M extends Int64Mode> = M extends 'bigint' ? number | bigint : number;

/** The closed range `readUpdates` reads, and the format of what it reports. */
export type UpdateRange<M extends Int64Mode = 'number'> = Omit<RequestBodyOf<Op, M, Shapes>, 'beginExclusive' | 'endInclusive' | 'descendingOrder'> & {
  /** Updates after this offset (0: from the ledger's beginning). */
  beginExclusive: Offset<M>;
  /** Up to and including this offset. */
  endInclusive: Offset<M>;
};

/** The request of `streamUpdates`: `postV2Updates`'s body; without `endInclusive` the stream tails the ledger. */
export type UpdateStreamRequest<M extends Int64Mode = 'number'> = Omit<RequestBodyOf<Op, M, Shapes>, 'descendingOrder'>;

/** One element of an update list (`JsGetUpdatesResponse`), in the client's int64 mode. */
export type UpdateListElement<M extends Int64Mode = 'number'> = ResultOf<Op, M, Shapes>[number];
