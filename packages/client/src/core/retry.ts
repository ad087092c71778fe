// When and how long to wait before trying a call again. Every operation of these APIs is a read, so
// a retry cannot duplicate an effect; retries stop at the call's deadline or when it is aborted.

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
