// What happens when an attempt of a named call fails, loaded with the first failure so that calls
// that succeed never load it: the failure as one of our error classes (the deadline decides between
// AbortError and TimeoutError), the token redacted, and the retry decision and its wait.
import type { Deadline } from './deadline.ts';
import { errorClasses } from './error-classes.ts';
import type { AbortError, CantonApiError, RequestError, TimeoutError } from './errors.ts';
import type { Logger } from './options.ts';
import { redactLater } from './redact-lazy.ts';
import type { ResponseContext } from './response-context.ts';
import type { ResolvedRetryPolicy } from './retry.ts';
import { retryVerdict, sleep } from './retry-verdict.ts';

/** Every failure as one of our classes; the deadline decides between AbortError and TimeoutError. */
export function asClientError(thrown: unknown, c: ResponseContext, deadline: Deadline, timeoutMs: number): CantonApiError {
  const cause = deadline.cause();
  if (cause === 'timeout') {
    return new errorClasses.TimeoutError(`${c.label} did not complete within ${timeoutMs} ms (${c.attempts} attempt(s)).`, { ...c, timeoutMs });
  }
  if (cause === 'abort') {
    return new errorClasses.AbortError(`${c.label} was aborted by the caller's signal.`, { ...c, cause: deadline.abortReason() });
  }
  if (thrown instanceof errorClasses.CantonApiError) {
    thrown.attempts = c.attempts;
    // The transport's errors know the request, not the operation.
    const fields = thrown as { operationId: string | undefined; url: string | undefined };
    fields.operationId ??= c.operationId;
    fields.url ??= c.url;
    return thrown;
  }
  return new errorClasses.RequestError(`${c.label}: a middleware, the body serializer or loading a part of the client failed: ${String(thrown)}`, {
    ...c,
    cause: thrown,
  });
}

/**
 * After a failed attempt: throws the call's error, or waits as the retry policy says and returns
 * for the next attempt. The wait ends with the call's deadline.
 */
async function retryOrThrow(
  thrown: unknown,
  c: ResponseContext,
  deadline: Deadline,
  timeoutMs: number,
  policy: ResolvedRetryPolicy | false,
  logger: Logger | undefined,
): Promise<void> {
  let error = asClientError(thrown, c, deadline, timeoutMs);
  if (c.secret !== undefined) error = await redactLater(error, c.secret);
  const verdict = retryVerdict(policy, error, c.attempts, deadline.remaining(), Date.now());
  if ('stop' in verdict) {
    if (verdict.stop !== undefined) error.message += ` ${verdict.stop}`;
    throw error;
  }
  logger?.debug?.(`${c.label}: retrying in ${Math.round(verdict.wait)} ms after ${error.name}`);
  try {
    await sleep(verdict.wait, deadline.signal);
  } catch (aborted) {
    throw asClientError(aborted, c, deadline, timeoutMs);
  }
}

/**
 * The rest of a call whose first attempt threw `thrown`: its error, or `again` after the retry
 * wait, as often as the policy says. Resolves with the body of the attempt that succeeded.
 */
export async function recover(
  thrown: unknown,
  c: ResponseContext,
  deadline: Deadline,
  timeoutMs: number,
  policy: ResolvedRetryPolicy | false,
  logger: Logger | undefined,
  again: () => Promise<unknown>,
): Promise<unknown> {
  for (;;) {
    await retryOrThrow(thrown, c, deadline, timeoutMs, policy, logger);
    try {
      return await again();
    } catch (error) {
      thrown = error;
    }
  }
}
