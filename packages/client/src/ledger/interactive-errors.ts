// The errors of the interactive submission helpers (`prepareSubmission`, `executeSubmission`). Up front,
// as every exported class is; their messages are written by interactive.ts, loaded on first use, which
// also sets the fields naming the participant's answer: the classes stay as small as the code loaded up
// front needs them (as UnsupportedByServerError does).
import { CantonApiError, type CantonApiErrorOptions } from '../core/errors.ts';

/** The Canton error the participant answered with (its `JsCantonError`), as the errors of prepare and execute name it. */
export interface CantonErrorFields {
  /** The Canton error code id (`FAILED_TO_EXECUTE_TRANSACTION`, `DUPLICATE_COMMAND`); undefined when the participant answered none (no answer, a timeout). */
  readonly code: string | undefined;
  /** What the participant says went wrong: its Canton error's own `cause` (`cause`, as on every error, is the failure, its `HttpError`). */
  readonly cantonCause: string | undefined;
}

/** What the errors of an execution are made with: the submission the caller must look for. */
export interface ExecuteErrorOptions extends CantonApiErrorOptions {
  /** The execution's `submissionId`. */
  submissionId: string;
}

/** The participant refused to prepare the transaction (`cause`: its `HttpError`; `code`, `cantonCause`: its Canton error). Nothing was submitted. */
export class PrepareRejectedError extends CantonApiError implements CantonErrorFields {
  override name = 'PrepareRejectedError';
  declare readonly code: string | undefined;
  declare readonly cantonCause: string | undefined;
}

/**
 * An execution failed; `submissionId` names it, `code` and `cantonCause` the participant's Canton error when
 * it answered one. One of `ExecuteRejectedError`, `ExecuteAlreadySubmittedError` and `ExecuteOutcomeUnknownError`.
 */
export class ExecuteSubmissionError extends CantonApiError implements CantonErrorFields {
  override name = 'ExecuteSubmissionError';
  /** The execution's `submissionId`: its completion carries it. */
  declare readonly submissionId: string;
  declare readonly code: string | undefined;
  declare readonly cantonCause: string | undefined;

  constructor(message: string, options: ExecuteErrorOptions) {
    super(message, options);
    (this as { submissionId: string }).submissionId = options.submissionId;
  }
}

/** The participant refused the execution (a 4xx, `cause`: its `HttpError`): this request submitted nothing. */
export class ExecuteRejectedError extends ExecuteSubmissionError {
  override name = 'ExecuteRejectedError';
}

/**
 * The command was already submitted and accepted: the participant answered 409 `DUPLICATE_COMMAND`, since an
 * earlier execution of the same change (user, `commandId` of the preparation, `actAs`) was accepted within
 * the deduplication period. This request ran nothing, but the transaction is on the ledger: book the earlier
 * execution, not a refusal. Typically the answer to executing again after `ExecuteOutcomeUnknownError`.
 */
export class ExecuteAlreadySubmittedError extends ExecuteSubmissionError {
  override name = 'ExecuteAlreadySubmittedError';
  /** The `submissionId` of the execution that was accepted, when the participant names it. */
  declare readonly existingSubmissionId: string | undefined;
  /** The offset of that execution's completion (exact, whatever the client's int64 mode), when the participant names it. */
  declare readonly completionOffset: bigint | undefined;
}

/**
 * The execution may or may not have been submitted: no answer, a timeout, a 5xx, or an answer that
 * could not be read (`cause`). It was not retried; look for the completion of `submissionId` before
 * executing again.
 */
export class ExecuteOutcomeUnknownError extends ExecuteSubmissionError {
  override name = 'ExecuteOutcomeUnknownError';
}
