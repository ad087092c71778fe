// Interactive submission for external parties, loaded with the first `prepareSubmission` or
// `executeSubmission`: prepare, let the parties sign the hash, execute. What the execution echoes of the
// preparation (`preparedTransaction`, `hashingSchemeVersion`) is copied from the prepare answer as it
// was read, never re-encoded, so the participant gets the very bytes it prepared; it is decoded only to
// recompute its hash before sending (./signing, loaded then). An
// execution is a write: it is never retried, and a failure says whether the transaction may have been
// submitted, naming the `submissionId` whose completion tells.
import type { CantonApiError, ErrorClasses } from '../core/errors.ts';
import type { BaseCallOptions, Invoke } from '../core/types/call-options.ts';
import type {
  CantonErrorFields,
  ExecuteAlreadySubmittedError,
  ExecuteOutcomeUnknownError,
  ExecuteRejectedError,
  PrepareRejectedError,
} from './interactive-errors.ts';

/** What the helpers need of their client; the error classes are handed over so this chunk imports none. */
export interface InteractiveState {
  invoke: Invoke;
  errors: ErrorClasses & {
    PrepareRejectedError: typeof PrepareRejectedError;
    ExecuteRejectedError: typeof ExecuteRejectedError;
    ExecuteAlreadySubmittedError: typeof ExecuteAlreadySubmittedError;
    ExecuteOutcomeUnknownError: typeof ExecuteOutcomeUnknownError;
  };
}

/** How long `executeSubmission` waits: not at all, for the completion, or for the transaction. */
export type ExecuteWait = 'none' | 'completion' | 'transaction';

/** Options of `executeSubmission`: a call's options, and what to wait for (default `completion`). */
export interface ExecuteSubmissionOptions<W extends ExecuteWait = ExecuteWait> extends Omit<BaseCallOptions, 'retry'> {
  /** `none`: answer once the participant took it (`postV2InteractiveSubmissionExecute`); `completion` (default): once committed (`…Executeandwait`); `transaction`: with the transaction (`…Executeandwaitfortransaction`). */
  wait?: W;
  /**
   * `false` skips the check before sending: by default the hash of `prepared.preparedTransaction` is recomputed
   * and must be `prepared.preparedTransactionHash` (the hash the parties signed), else nothing is sent
   * (PreparedTransactionHashMismatchError of `@canton-openapi/client/ledger/signing`).
   */
  verifyPreparedTransactionHash?: boolean;
}

const operations: Record<ExecuteWait, string> = {
  none: 'postV2InteractiveSubmissionExecute',
  completion: 'postV2InteractiveSubmissionExecuteandwait',
  transaction: 'postV2InteractiveSubmissionExecuteandwaitfortransaction',
};

const prepareOperation = 'postV2InteractiveSubmissionPrepare';

/** What the participant answered, as far as `error` tells: its HTTP status and Canton error. */
interface Answer extends Partial<CantonErrorFields> {
  status?: number | undefined;
  /** The Canton error's `context`: strings by name. */
  context?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The participant's answer behind `error`: the HttpError itself or, for a write whose outcome is unknown,
 * the one its verdict (SubmissionOutcomeUnknownError) wraps as `cause`.
 */
function answerOf(error: unknown, errors: ErrorClasses): Answer {
  const http = error instanceof errors.HttpError ? error : error instanceof Error && error.cause instanceof errors.HttpError ? error.cause : undefined;
  if (http === undefined) return {};
  const body = http.body as { code?: unknown; cause?: unknown; context?: unknown } | undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  if (code === undefined) return { status: http.status };
  const context = typeof body!.context === 'object' && body!.context !== null ? (body!.context as Record<string, unknown>) : undefined;
  return { status: http.status, code, cantonCause: typeof body!.cause === 'string' ? body!.cause : undefined, context };
}

/**
 * `error` with the fields that name the participant's answer (`code`, `cantonCause`, and a duplicate's
 * `existingSubmissionId`, `completionOffset`) set: its class declares them, this chunk sets them.
 */
function naming<E extends Error>(error: E, answer: Answer, more: object = {}): E {
  return Object.assign(error, { code: answer.code, cantonCause: answer.cantonCause }, more);
}

/** The answer for a message: `409 DUPLICATE_COMMAND: A command with the given command id …`. */
function answered(answer: Answer): string {
  const canton = answer.code === undefined ? '' : ` ${answer.code}${answer.cantonCause === undefined ? '' : `: ${answer.cantonCause}`}`;
  return `${answer.status ?? ''}${canton}`.trim();
}

/**
 * Where the committed submission is, from a DUPLICATE_COMMAND's context. The participant's rejection
 * (`CommandDeduplicationError.DuplicateCommandReject`) writes its fields by name: `completion_offset` as
 * digits, `existingSubmissionId` as Scala prints an Option (`Some(<id>)` or `None`); the ledger API's
 * own `DuplicateCommand` writes `existing_submission_id`.
 */
function duplicateOf(context: Answer['context']): { existingSubmissionId: string | undefined; completionOffset: bigint | undefined } {
  const text = (key: string) => (typeof context?.[key] === 'string' ? (context[key] as string) : undefined);
  const offset = text('completion_offset');
  const scalaOption = /^Some\((.+)\)$/.exec(text('existingSubmissionId') ?? '');
  return {
    existingSubmissionId: scalaOption?.[1] ?? text('existing_submission_id'),
    completionOffset: offset !== undefined && /^\d{1,19}$/.test(offset) ? BigInt(offset) : undefined,
  };
}

/** Prepares; a participant's refusal becomes a PrepareRejectedError. Other failures (nothing was submitted) pass through. */
export async function prepareSubmission(state: InteractiveState, request: unknown, options: BaseCallOptions | undefined): Promise<unknown> {
  const { errors } = state;
  try {
    return await state.invoke(prepareOperation, undefined, request, options);
  } catch (error) {
    if (!(error instanceof errors.HttpError)) throw error;
    const answer = answerOf(error, errors);
    const refusal = new errors.PrepareRejectedError(
      `prepareSubmission: the participant refused to prepare the transaction (${answered(answer)}); nothing was submitted.`,
      { ...error, cause: error },
    );
    throw naming(refusal, answer);
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
  const answer = prepared as { preparedTransaction?: unknown; hashingSchemeVersion?: unknown; preparedTransactionHash?: unknown } | null;
  if (typeof answer?.preparedTransaction !== 'string' || typeof answer.hashingSchemeVersion !== 'string') {
    refuse('`prepared` must be the answer of prepareSubmission, with the strings `preparedTransaction` and `hashingSchemeVersion` as it had them.');
  }
  if (execution === null || typeof execution !== 'object') refuse('`execution` must be an object holding at least `partySignatures`.');
  const { submissionId = globalThis.crypto.randomUUID(), deduplicationPeriod = { Empty: {} }, ...rest } = execution as Record<string, unknown>;
  // The participant makes an id up for an empty one, which the caller could then not look for.
  if (typeof submissionId !== 'string' || submissionId === '') refuse('`execution.submissionId` must be a non-empty string (or absent: one is made up).');
  const { wait = 'completion', retry, verifyPreparedTransactionHash = true, ...callOptions } = options ?? {};
  const operationId = Object.hasOwn(operations, wait) ? operations[wait] : undefined;
  if (operationId === undefined) return refuse(`\`wait\` must be 'none', 'completion' or 'transaction', got ${String(wait)}.`);
  if (retry !== undefined) refuse('an execution is never retried; `retry` is not an option of it.');
  if ('transactionFormat' in rest && wait !== 'transaction') refuse("`execution.transactionFormat` needs `wait: 'transaction'`.");
  if (verifyPreparedTransactionHash) await checkHash(answer!, refuse);
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
    throw executionFailure(error, id, errors);
  }
}

/**
 * Refuses, before anything is sent, a prepared transaction whose recomputed hash is not the
 * `preparedTransactionHash` of its prepare answer: the hash the parties signed. The decoder and hasher load
 * here, on demand, never with the client.
 */
async function checkHash(
  prepared: { preparedTransaction?: unknown; hashingSchemeVersion?: unknown; preparedTransactionHash?: unknown },
  refuse: (message: string) => never,
): Promise<void> {
  const hash = prepared.preparedTransactionHash;
  if (typeof hash !== 'string')
    refuse(
      '`prepared.preparedTransactionHash` is missing: pass the prepare answer whole, so the hash the parties signed is checked, or `verifyPreparedTransactionHash: false`.',
    );
  const { verifyPreparedTransactionHash } = await import('./signing/verify.ts');
  await verifyPreparedTransactionHash({
    preparedTransaction: prepared.preparedTransaction as string,
    preparedTransactionHash: hash as string,
    hashingSchemeVersion: prepared.hashingSchemeVersion as string,
  });
}

/** What a failed execution of submission `id` becomes: already submitted, rejected, or of unknown outcome. */
function executionFailure(error: unknown, id: string, errors: InteractiveState['errors']): Error {
  const answer = answerOf(error, errors);
  const options = { ...(error as CantonApiError), cause: error, submissionId: id };
  // The change (user, commandId, actAs) was accepted before, within the deduplication period: it is on
  // the ledger, and this request is no refusal of it.
  if (answer.code === 'DUPLICATE_COMMAND') {
    const earlier = duplicateOf(answer.context);
    const where = [
      earlier.existingSubmissionId === undefined ? undefined : `submissionId ${earlier.existingSubmissionId}`,
      earlier.completionOffset === undefined ? undefined : `completion at offset ${earlier.completionOffset}`,
    ].filter((part) => part !== undefined);
    const duplicate = new errors.ExecuteAlreadySubmittedError(
      `executeSubmission: the command of submission ${id} was already submitted and accepted (${answered(answer)})${where.length > 0 ? `: ${where.join(', ')}` : ''}; this request ran nothing, the earlier execution is on the ledger.`,
      options,
    );
    return naming(duplicate, answer, earlier);
  }
  const status = error instanceof errors.HttpError ? error.status : undefined;
  // A 4xx is the participant's answer that it did not take the request; 408 and 499 are timeouts and cancellations.
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 499) {
    const rejected = new errors.ExecuteRejectedError(
      `executeSubmission: the participant rejected submission ${id} (${answered(answer)}); this request submitted nothing.`,
      options,
    );
    return naming(rejected, answer);
  }
  const why = answer.status !== undefined ? `the participant answered ${answered(answer)}` : error instanceof Error ? error.name : 'the call failed';
  const unknown = new errors.ExecuteOutcomeUnknownError(
    `executeSubmission: the outcome of submission ${id} is unknown (${why}); it was not retried. Look for the completion with submissionId ${id} before executing again, then use a new submissionId and the same deduplication period.`,
    options,
  );
  return naming(unknown, answer);
}
