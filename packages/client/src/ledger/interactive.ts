// Interactive submission for external parties, loaded with the first `prepareSubmission` or
// `executeSubmission`: prepare, let the parties sign the hash, execute. What the execution echoes of the
// preparation (`preparedTransaction`, `hashingSchemeVersion`) is copied from the prepare answer as it
// was read, never decoded or re-encoded, so the participant gets the very bytes it prepared. An
// execution is a write: it is never retried, and a failure says whether the transaction may have been
// submitted, naming the `submissionId` whose completion tells.
import type { CantonApiError, ErrorClasses } from '../core/errors.ts';
import type { BaseCallOptions, Invoke } from '../core/types/call-options.ts';
import type { ExecuteOutcomeUnknownError, ExecuteRejectedError, PrepareRejectedError } from './interactive-errors.ts';

/** What the helpers need of their client; the error classes are handed over so this chunk imports none. */
export interface InteractiveState {
  invoke: Invoke;
  errors: ErrorClasses & {
    PrepareRejectedError: typeof PrepareRejectedError;
    ExecuteRejectedError: typeof ExecuteRejectedError;
    ExecuteOutcomeUnknownError: typeof ExecuteOutcomeUnknownError;
  };
}

/** How long `executeSubmission` waits: not at all, for the completion, or for the transaction. */
export type ExecuteWait = 'none' | 'completion' | 'transaction';

/** Options of `executeSubmission`: a call's options, and what to wait for (default `completion`). */
export interface ExecuteSubmissionOptions<W extends ExecuteWait = ExecuteWait> extends Omit<BaseCallOptions, 'retry'> {
  /** `none`: answer once the participant took it (`postV2InteractiveSubmissionExecute`); `completion` (default): once committed (`…Executeandwait`); `transaction`: with the transaction (`…Executeandwaitfortransaction`). */
  wait?: W;
}

const operations: Record<ExecuteWait, string> = {
  none: 'postV2InteractiveSubmissionExecute',
  completion: 'postV2InteractiveSubmissionExecuteandwait',
  transaction: 'postV2InteractiveSubmissionExecuteandwaitfortransaction',
};

const prepareOperation = 'postV2InteractiveSubmissionPrepare';

/** The Canton error code of an HttpError's body, when it has one. */
function codeOf(error: { body?: unknown }): string {
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `, ${code}` : '';
}

/** Prepares; a participant's refusal becomes a PrepareRejectedError. Other failures (nothing was submitted) pass through. */
export async function prepareSubmission(state: InteractiveState, request: unknown, options: BaseCallOptions | undefined): Promise<unknown> {
  const { errors } = state;
  try {
    return await state.invoke(prepareOperation, undefined, request, options);
  } catch (error) {
    if (!(error instanceof errors.HttpError)) throw error;
    throw new errors.PrepareRejectedError(
      `prepareSubmission: the participant refused to prepare the transaction (${error.status}${codeOf(error)}); nothing was submitted.`,
      { ...error, cause: error },
    );
  }
}

/** Executes `prepared` with the signatures and the rest of `execution`, once, and classifies a failure. */
export async function executeSubmission(
  state: InteractiveState,
  prepared: unknown,
  execution: unknown,
  options: (ExecuteSubmissionOptions & { retry?: unknown }) | undefined,
): Promise<unknown> {
  const { errors } = state;
  const refuse = (message: string): never => {
    throw new errors.RequestError(`executeSubmission: ${message}`, { operationId: undefined });
  };
  const answer = prepared as { preparedTransaction?: unknown; hashingSchemeVersion?: unknown } | null;
  if (typeof answer?.preparedTransaction !== 'string' || typeof answer.hashingSchemeVersion !== 'string') {
    refuse('`prepared` must be the answer of prepareSubmission, with the strings `preparedTransaction` and `hashingSchemeVersion` as it had them.');
  }
  if (execution === null || typeof execution !== 'object') refuse('`execution` must be an object holding at least `partySignatures`.');
  const { submissionId = globalThis.crypto.randomUUID(), deduplicationPeriod = { Empty: {} }, ...rest } = execution as Record<string, unknown>;
  // The participant makes an id up for an empty one, which the caller could then not look for.
  if (typeof submissionId !== 'string' || submissionId === '') refuse('`execution.submissionId` must be a non-empty string (or absent: one is made up).');
  const { wait = 'completion', retry, ...callOptions } = options ?? {};
  const operationId = Object.hasOwn(operations, wait) ? operations[wait] : undefined;
  if (operationId === undefined) return refuse(`\`wait\` must be 'none', 'completion' or 'transaction', got ${String(wait)}.`);
  if (retry !== undefined) refuse('an execution is never retried; `retry` is not an option of it.');
  if ('transactionFormat' in rest && wait !== 'transaction') refuse("`execution.transactionFormat` needs `wait: 'transaction'`.");
  const id = submissionId as string;
  const body = {
    ...rest,
    preparedTransaction: answer!.preparedTransaction,
    hashingSchemeVersion: answer!.hashingSchemeVersion,
    deduplicationPeriod,
    submissionId: id,
  };
  try {
    return await state.invoke(operationId, undefined, body, { ...callOptions, retry: false } as BaseCallOptions);
  } catch (error) {
    // Refused before sending (a request check, an abort before the first attempt): nothing went out.
    if (error instanceof errors.RequestError || (error instanceof errors.CantonApiError && error.attempts === 0)) throw error;
    const status = error instanceof errors.HttpError ? error.status : undefined;
    // A 4xx is the participant's answer that it did not take the request; 408 and 499 are timeouts and cancellations.
    if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 499) {
      throw new errors.ExecuteRejectedError(
        `executeSubmission: the participant rejected submission ${id} (${status}${codeOf(error as { body?: unknown })}); this request submitted nothing.`,
        { ...(error as CantonApiError), cause: error, submissionId: id },
      );
    }
    const why = status !== undefined ? `the participant answered ${status}` : error instanceof Error ? error.name : 'the call failed';
    throw new errors.ExecuteOutcomeUnknownError(
      `executeSubmission: the outcome of submission ${id} is unknown (${why}); it was not retried. Look for the completion with submissionId ${id} before executing again, then use a new submissionId and the same deduplication period.`,
      { ...(error as CantonApiError), cause: error, submissionId: id },
    );
  }
}
