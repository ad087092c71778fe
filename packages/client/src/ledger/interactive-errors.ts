// The errors of the interactive submission helpers (`prepareSubmission`, `executeSubmission`). Up front,
// as every exported class is; their messages are written by interactive.ts, loaded on first use.
import { CantonApiError, type CantonApiErrorOptions } from '../core/errors.ts';

/** What the errors of an execution are made with: the submission the caller must look for. */
export interface ExecuteErrorOptions extends CantonApiErrorOptions {
  /** The execution's `submissionId`. */
  submissionId: string;
}

/** The participant refused to prepare the transaction (`cause`: its `HttpError`). Nothing was submitted. */
export class PrepareRejectedError extends CantonApiError {
  override name = 'PrepareRejectedError';
}

/** An execution failed; `submissionId` names it. One of `ExecuteRejectedError` and `ExecuteOutcomeUnknownError`. */
export class ExecuteSubmissionError extends CantonApiError {
  override name = 'ExecuteSubmissionError';
  /** The execution's `submissionId`: its completion carries it. */
  declare readonly submissionId: string;

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
 * The execution may or may not have been submitted: no answer, a timeout, a 5xx, or an answer that
 * could not be read (`cause`). It was not retried; look for the completion of `submissionId` before
 * executing again.
 */
export class ExecuteOutcomeUnknownError extends ExecuteSubmissionError {
  override name = 'ExecuteOutcomeUnknownError';
}
