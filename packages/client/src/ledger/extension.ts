// The ledger client's members beyond its operation methods, composed into `createLedgerClient` by the
// generated entry (src/generated/ledger.entry.gen.ts): the methods of its WebSocket channels (generated
// from specs/ledger/asyncapi.yaml into ledger.gen.ts) bound to the stream of their frames, `readUpdates`, and the
// interactive submission pair `prepareSubmission` / `executeSubmission`. Their code loads on first use
// (on-demand.ts), keeping it out of bundles that never use them.
import type { Core } from '../core/context.ts';
import { StreamError, StreamRejectedError, SubmissionOutcomeUnknownError } from '../core/errors.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import { createLedgerChannelMethods, type LedgerChannelMethods, ledgerChannels } from '../generated/ledger.gen.ts';
import type { BaseCallOptions } from '../core/types/call-options.ts';
import { errorClasses } from '../core/errors.ts';
import type { ExecuteSubmissionOptions, ExecuteWait, InteractiveState } from './interactive.ts';
import { ExecuteAlreadySubmittedError, ExecuteOutcomeUnknownError, ExecuteRejectedError, PrepareRejectedError } from './interactive-errors.ts';
import { loadChannelStreams, loadInteractive, loadReadActiveContracts, loadReadUpdates, loadStreamUpdates } from './on-demand.ts';
import type {
  ActiveContractEntry,
  ActiveContractsRequest,
  ExecutionResult,
  PreparedSubmission,
  PrepareSubmissionRequest,
  SubmissionExecution,
  UpdateListElement,
  UpdateRange,
} from './public.ts';
import type { ReadActiveContractsOptions, ReadActiveContractsState } from './read-active-contracts.ts';
import type { ReadUpdatesOptions, ReadUpdatesState } from './read-updates.ts';
import type { StreamState } from './stream-state.ts';

/** What a ledger client has beyond its generated operation methods: its channel methods (generated too) and `readUpdates`. */
export interface LedgerClientExtension<M extends Int64Mode> extends LedgerChannelMethods<M> {
  /**
   * Every update in `(beginExclusive, endInclusive]`, in offset order. Over the WebSocket stream
   * (`streamUpdates`) when the range is larger than a page and the runtime has `WebSocket`
   * (`transport: 'auto'`, the default), otherwise with as many list requests as it takes:
   * `pageSize` updates each, the next one after the last offset received. A 413 halves the page
   * size and the range. Uses `postV2Updates`, and `postV2UpdatesFlats` when the participant lacks
   * it (remembered per client).
   * @see POST /v2/updates — operation `postV2Updates` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  readUpdates(range: UpdateRange<M>, options?: ReadUpdatesOptions): AsyncIterableIterator<UpdateListElement<M>>;
  /**
   * Prepares a transaction for external parties to sign (`postV2InteractiveSubmissionPrepare`). Hand the
   * answer, as it is, to `executeSubmission` with the parties' signatures of `preparedTransactionHash`.
   * A participant's refusal rejects with `PrepareRejectedError`, naming its Canton error (`code`,
   * `cantonCause`); nothing is submitted either way.
   * @see POST /v2/interactive-submission/prepare — operation `postV2InteractiveSubmissionPrepare` of the spec
   */
  prepareSubmission(request: PrepareSubmissionRequest<M>, options?: BaseCallOptions): Promise<PreparedSubmission<M>>;
  /**
   * Executes a prepared transaction once, never retried: `preparedTransaction` and `hashingSchemeVersion`
   * go back exactly as `prepareSubmission` answered them; `submissionId` is made up when absent and
   * `deduplicationPeriod` defaults to the participant's maximum. `wait` picks the operation: `none`
   * (`postV2InteractiveSubmissionExecute`), `completion` (default, `…Executeandwait`) or `transaction`
   * (`…Executeandwaitfortransaction`). Before sending, the hash of `preparedTransaction` is recomputed (schemes
   * V2 and V3) and must be `preparedTransactionHash`, the hash the parties signed: else it rejects with
   * `PreparedTransactionHashMismatchError` (of `@canton-openapi/client/ledger/signing`) and sends nothing;
   * `verifyPreparedTransactionHash: false` skips the check. Rejects with `ExecuteRejectedError` when the participant refused it
   * (nothing submitted), `ExecuteAlreadySubmittedError` when an earlier execution of the same command
   * committed (409 `DUPLICATE_COMMAND`), and `ExecuteOutcomeUnknownError` when it may have been submitted;
   * each names the `submissionId` and the participant's Canton error (`code`, `cantonCause`).
   * @see POST /v2/interactive-submission/executeAndWait — operation `postV2InteractiveSubmissionExecuteandwait` of the spec
   */
  executeSubmission<W extends ExecuteWait = 'completion'>(
    prepared: Pick<PreparedSubmission<M>, 'preparedTransaction' | 'hashingSchemeVersion'> & Partial<Pick<PreparedSubmission<M>, 'preparedTransactionHash'>>,
    execution: SubmissionExecution<M>,
    options?: ExecuteSubmissionOptions<W>,
  ): Promise<ExecutionResult<W, M>>;
  /**
   * Every entry of the active contract set at `activeAtOffset` (the ledger end when absent), each with
   * that offset, never cut short by the participant's list limit: page by page (`postV2StateActiveContractsPage`,
   * from 3.5.10) where the participant serves the pages, otherwise over the WebSocket stream
   * (`streamStateActiveContracts`); the same entries either way.
   * @see POST /v2/state/active-contracts-page — operation `postV2StateActiveContractsPage` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  readActiveContracts(request: ActiveContractsRequest<M>, options?: ReadActiveContractsOptions): AsyncIterableIterator<ActiveContractEntry<M>>;
}

/** The members of {@link LedgerClientExtension} for one client. */
export function extendLedgerClient<M extends Int64Mode>(core: Core): LedgerClientExtension<M> {
  // The ledger submits commands: its failures may end in SubmissionOutcomeUnknownError (core/failure.ts).
  (core.runtime as { errors: object }).errors = { ...core.runtime.errors, SubmissionOutcomeUnknownError };
  const stream: StreamState = { runtime: core.runtime, StreamError, StreamRejectedError };
  // Whether the participant lacks /v2/updates, learned by the first readUpdates and kept per client.
  const state: ReadUpdatesState = {
    invoke: core.invoke,
    stream,
    loadStream: loadStreamUpdates,
    channels: ledgerChannels,
    useDeprecatedTwin: false,
    streamRefused: false,
  };
  const interactive: InteractiveState = {
    invoke: core.invoke,
    errors: { ...errorClasses, PrepareRejectedError, ExecuteRejectedError, ExecuteAlreadySubmittedError, ExecuteOutcomeUnknownError },
  };
  // Whether the participant lacks the active-contracts pages, learned by the first readActiveContracts.
  const acs: ReadActiveContractsState = { invoke: core.invoke, stream, channels: ledgerChannels, pagesMissing: false };
  return {
    prepareSubmission: async (request, options) => (await (await loadInteractive()).prepareSubmission(interactive, request, options)) as PreparedSubmission<M>,
    executeSubmission: async <W extends ExecuteWait = 'completion'>(prepared: unknown, execution: unknown, options?: ExecuteSubmissionOptions<W>) =>
      (await (await loadInteractive()).executeSubmission(interactive, prepared, execution, options)) as ExecutionResult<W, M>,
    readUpdates: async function* (range, options) {
      const { readUpdates } = await loadReadUpdates();
      yield* readUpdates<UpdateListElement<M>>(state, range, options);
    },
    readActiveContracts: async function* (request, options) {
      const { readActiveContracts } = await loadReadActiveContracts();
      yield* readActiveContracts<ActiveContractEntry<M>>(acs, request as Record<string, unknown>, options);
    },
    // A deprecated channel warns (once per process) when its stream starts, as a deprecated operation does when called.
    // Each channel is read by the stream of what its frames hold, as generated from its frame schema (channel-streams.ts).
    ...createLedgerChannelMethods<M>((channel, request, options) =>
      lazyIterator(async () => (await loadChannelStreams()).streamChannel(stream, channel, request as Record<string, unknown>, options)),
    ),
  };
}

/** %AsyncIteratorPrototype%: `[Symbol.asyncIterator]` and, where the runtime has it, `[Symbol.asyncDispose]` (`await using`), as async generators have. */
const asyncIteratorPrototype: object = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}.prototype));

/**
 * The iterator a stream method returns at once: it loads the stream code on its first call, then hands
 * every call straight to the stream's own iterator. An async generator around it (`yield*`) would add
 * its promises and a resumption to every item of the stream.
 */
function lazyIterator<T>(open: () => Promise<AsyncIterator<T>>): AsyncIterableIterator<T> {
  let inner: AsyncIterator<T> | undefined;
  let opening: Promise<AsyncIterator<T>> | undefined;
  const iterator = Object.create(asyncIteratorPrototype) as AsyncIterableIterator<T>;
  // A stream's iterator has all three; `return` or `throw` before `next` ends it unstarted (no socket).
  for (const method of ['next', 'return', 'throw'] as const) {
    iterator[method] = (argument?: unknown) =>
      inner !== undefined ? inner[method]!(argument) : (opening ??= open().then((opened) => (inner = opened))).then((opened) => opened[method]!(argument));
  }
  return iterator;
}
