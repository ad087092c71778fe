// When and how long to wait before trying a call again. Every operation of these APIs is a read, so
// a retry cannot duplicate an effect; retries stop at the call's deadline or when it is aborted.
import { type CantonApiError, HttpError, NetworkError } from './errors.ts';

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
}

/** A policy with every field set. */
export type ResolvedRetryPolicy = Required<RetryPolicy>;

/** The policy used when a client sets none. */
export const defaultRetryPolicy: ResolvedRetryPolicy = {
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 5000,
  statuses: [429, 502, 503, 504],
  maxRetryAfterMs: 60_000,
};

/** Fills a user's policy with defaults; `false` disables retries. */
export function resolveRetryPolicy(policy: RetryPolicy | false | undefined): ResolvedRetryPolicy | false {
  if (policy === false) return false;
  const resolved = { ...defaultRetryPolicy, ...policy };
  for (const key of ['retries', 'baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const) {
    const value = resolved[key];
    if (typeof value !== 'number' || !(value >= 0)) {
      throw new TypeError(`retry.${key} must be a number ≥ 0, got ${String(value)}`);
    }
  }
  return resolved;
}

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
export function retryVerdict(
  policy: ResolvedRetryPolicy | false,
  error: CantonApiError,
  attempt: number,
  remainingMs: number,
  now: number,
): RetryVerdict {
  const retryable =
    error instanceof NetworkError || (error instanceof HttpError && policy !== false && policy.statuses.includes(error.status));
  if (!retryable || policy === false) return { stop: undefined };
  if (attempt > policy.retries) return { stop: `Gave up after ${attempt} attempts (${policy.retries} ${policy.retries === 1 ? 'retry' : 'retries'}).` };
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // "Equal jitter": half the backoff is fixed, half random, so clients that failed together spread out.
  let wait = cap / 2 + Math.random() * (cap / 2);
  const retryAfter = error instanceof HttpError ? parseRetryAfter(error.headers['retry-after'], now) : undefined;
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
