// Hand-written exports of `@canton-openapi/client/ledger`, re-exported by its generated entry
// (src/generated/ledger.entry.gen.ts): the types of `readUpdates` and `readActiveContracts`.
import type { operations } from '@canton-openapi/types/ledger';
import type { Int64Mode } from '../core/types/int64.ts';
import type { RequestBodyOf, ResultOf } from '../core/types/signatures.ts';
import type { LedgerInt64 } from '../generated/ledger-operations.gen.ts';
import type { ExecuteWait } from './interactive.ts';

export type { ReadUpdatesOptions } from './read-updates.ts';
export type { ReadActiveContractsOptions } from './read-active-contracts.ts';
export type { StreamOptions as StreamUpdatesOptions } from '../core/types/streams.ts';
export { StreamError, type StreamErrorOptions, StreamRejectedError, SubmissionOutcomeUnknownError } from '../core/errors.ts';
export type { ExecuteSubmissionOptions, ExecuteWait } from './interactive.ts';
export {
  type CantonErrorFields,
  ExecuteAlreadySubmittedError,
  type ExecuteErrorOptions,
  ExecuteOutcomeUnknownError,
  ExecuteRejectedError,
  ExecuteSubmissionError,
  PrepareRejectedError,
} from './interactive-errors.ts';

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

type PrepareOp = operations['postV2InteractiveSubmissionPrepare'];
type PrepareShapes = LedgerInt64['postV2InteractiveSubmissionPrepare'];
type ExecuteOp = operations['postV2InteractiveSubmissionExecute'];
type ExecuteAndWaitOp = operations['postV2InteractiveSubmissionExecuteandwait'];
type ExecuteForTransactionOp = operations['postV2InteractiveSubmissionExecuteandwaitfortransaction'];
type ExecuteForTransactionShapes = LedgerInt64['postV2InteractiveSubmissionExecuteandwaitfortransaction'];

/** The request of `prepareSubmission`: `postV2InteractiveSubmissionPrepare`'s body. */
export type PrepareSubmissionRequest<M extends Int64Mode = 'number'> = RequestBodyOf<PrepareOp, M, PrepareShapes>;

/** What `prepareSubmission` answers: the prepared transaction, its hash to sign, and how it was hashed. Keep it as it is. */
export type PreparedSubmission<M extends Int64Mode = 'number'> = ResultOf<PrepareOp, M, PrepareShapes>;

/**
 * What `executeSubmission` sends besides the prepared transaction: the signatures, and optionally the
 * `submissionId` (made up when absent), `deduplicationPeriod` (the participant's maximum when absent),
 * `userId`, `minLedgerTime`, and `transactionFormat` (with `wait: 'transaction'` only).
 */
export type SubmissionExecution<M extends Int64Mode = 'number'> = Omit<
  RequestBodyOf<ExecuteForTransactionOp, M, ExecuteForTransactionShapes>,
  'preparedTransaction' | 'hashingSchemeVersion' | 'deduplicationPeriod' | 'submissionId'
> &
  Partial<Pick<RequestBodyOf<ExecuteForTransactionOp, M, ExecuteForTransactionShapes>, 'deduplicationPeriod' | 'submissionId'>>;

/** What `executeSubmission` answers for each `wait`. */
export type ExecutionResult<W extends ExecuteWait, M extends Int64Mode = 'number'> = W extends 'none'
  ? ResultOf<ExecuteOp, M, LedgerInt64['postV2InteractiveSubmissionExecute']>
  : W extends 'transaction'
    ? ResultOf<ExecuteForTransactionOp, M, ExecuteForTransactionShapes>
    : ResultOf<ExecuteAndWaitOp, M, LedgerInt64['postV2InteractiveSubmissionExecuteandwait']>;
type PageOp = operations['postV2StateActiveContractsPage'];
type PageShapes = LedgerInt64['postV2StateActiveContractsPage'];
type PageResult<M extends Int64Mode> = ResultOf<PageOp, M, PageShapes>;

/** What `readActiveContracts` reads: the event format, and the offset (the ledger end when absent). */
export type ActiveContractsRequest<M extends Int64Mode = 'number'> = Pick<RequestBodyOf<PageOp, M, PageShapes>, 'eventFormat'> & {
  /** The offset to read the set at; the ledger end when absent (each entry reports it). */
  activeAtOffset?: Offset<M>;
};

/** One entry of the active contract set, with the offset the set was read at. */
export type ActiveContractEntry<M extends Int64Mode = 'number'> = Pick<PageResult<M>['activeContracts'][number], 'workflowId' | 'contractEntry'> & {
  /** The offset the whole set was read at: continue with the update stream after it. */
  activeAtOffset: PageResult<M>['activeAtOffset'];
};
