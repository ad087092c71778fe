// Whether, and after how long, a failed call is tried again: loaded with the first failure, so calls
// that succeed never load it. The policy itself is in retry.ts.
import { errorClasses } from './error-classes.ts';
import type { CantonApiError, HttpError, NetworkError } from './errors.ts';
import type { ResolvedRetryPolicy } from './retry.ts';

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
 * so far; `remainingMs` is the time left before the call's deadline.
 */
export function retryVerdict(policy: ResolvedRetryPolicy | false, error: CantonApiError, attempt: number, remainingMs: number, now: number): RetryVerdict {
  const retryable =
    error instanceof errorClasses.NetworkError || (error instanceof errorClasses.HttpError && policy !== false && policy.statuses.includes(error.status));
  if (!retryable || policy === false) return { stop: undefined };
  if (attempt > policy.retries) return { stop: `Gave up after ${attempt} attempts (${policy.retries} ${policy.retries === 1 ? 'retry' : 'retries'}).` };
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // "Equal jitter": half the backoff is fixed, half random, so clients that failed together spread out.
  let wait = cap / 2 + Math.random() * (cap / 2);
  const retryAfter = error instanceof errorClasses.HttpError ? parseRetryAfter(error.headers['retry-after'], now) : undefined;
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
