// The retry policy: which failures are tried again, after how long, and when to stop. A write
// (`x-effect: write`) is only tried again when its request certainly had no effect: failure.ts asks
// `writeOutcome` first. Retries stop at the call's deadline or when it is aborted. The calls' retry loop (invoke.ts, through
// failure.ts) and the ledger's reconnecting streams both ask `retryVerdict`. Loaded with the first
// failure: a call that succeeds never loads it. A policy's defaults and the check of a client's
// `retry` option are in options.ts, with the other options'.
import type { CantonApiError, ErrorClasses } from './errors.ts';

/** How a client retries. Pass `retry: false` to the client to turn retries off. */
export interface RetryPolicy {
  /** Retries after the first attempt (default 2). */
  retries?: number;
  /** Backoff before the first retry, doubled for each further one (default 250 ms). */
  baseDelayMs?: number;
  /** Cap of the backoff (default 5000 ms). */
  maxDelayMs?: number;
  /** HTTP statuses worth retrying (default 429, 502, 503, 504). Connection errors always are. */
  statuses?: readonly number[];
  /** The longest `Retry-After` honoured; a longer one ends the call with its error (default 60 s). */
  maxRetryAfterMs?: number;
  /**
   * Submit a command again when the outcome of an attempt is unknown (default false): only where its
   * request names a deduplication period, so that the server refuses a second acceptance of the same
   * change (`DUPLICATE_COMMAND`). Without it such a failure is a SubmissionOutcomeUnknownError.
   */
  resubmit?: boolean;
}

/** A policy with every field set (`resubmit` aside: off unless given). */
export type ResolvedRetryPolicy = Required<Omit<RetryPolicy, 'resubmit'>> & Pick<RetryPolicy, 'resubmit'>;

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before the next attempt, or the sentence that says why there is none (undefined: not retryable). */
export type RetryVerdict = { wait: number } | { stop: string | undefined };

/**
 * How long to wait before the next attempt, or why not to make one. `attempt` counts attempts made
 * so far; `remainingMs` is the time left before the call's deadline; `errors` are the client's classes.
 */
export function retryVerdict(
  policy: ResolvedRetryPolicy | false,
  error: CantonApiError,
  attempt: number,
  remainingMs: number,
  now: number,
  errors: ErrorClasses,
): RetryVerdict {
  const retryable = error instanceof errors.NetworkError || (error instanceof errors.HttpError && policy !== false && policy.statuses.includes(error.status));
  if (!retryable || policy === false) return { stop: undefined };
  if (attempt > policy.retries) return { stop: `Gave up after ${attempt} attempts (${policy.retries} ${policy.retries === 1 ? 'retry' : 'retries'}).` };
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // "Equal jitter": half the backoff is fixed, half random, so clients that failed together spread out.
  let wait = cap / 2 + Math.random() * (cap / 2);
  const retryAfter = error instanceof errors.HttpError ? parseRetryAfter(error.headers['retry-after'], now) : undefined;
  if (retryAfter !== undefined) {
    if (retryAfter > policy.maxRetryAfterMs) {
      return { stop: `${stopped(attempt)}: Retry-After ${Math.ceil(retryAfter / 1000)} s is beyond retry.maxRetryAfterMs.` };
    }
    wait = Math.max(wait, retryAfter);
  }
  if (wait >= remainingMs) return { stop: `${stopped(attempt)}: waiting ${Math.ceil(wait)} ms would pass the timeout.` };
  return { wait };
}

/** How a message says that no further attempt is made. */
function stopped(attempt: number): string {
  return attempt === 1 ? 'Not retried' : `Stopped after ${attempt} attempts`;
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
