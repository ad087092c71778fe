// How a stream authenticates, as the participant reads it: the subprotocols `jwt.token.<JWT>` first (a
// 3.5 participant reads the token from the first protocol only), then `daml.ws.auth`. Without a token
// it accepts, the participant still opens the socket and answers the request with an UNAUTHENTICATED
// error frame, which becomes a StreamRejectedError saying so.
import type { ClientRuntime } from '../core/context.ts';
import type { CantonApiError } from '../core/errors.ts';
import { excerpt } from '../core/failure.ts';
import type { StreamContext } from './stream-frames.ts';
import type { StreamState } from './stream-state.ts';

/**
 * The subprotocols of a connection. The token first: a 3.5 participant splits the header on "," without
 * trimming, and the platform writes ", " between protocols, so a token after the first protocol is never read.
 */
export function subprotocols(token: string | undefined): string[] {
  return [...(token ? [`jwt.token.${token}`] : []), 'daml.ws.auth'];
}

/**
 * The bearer token for one connection: the client's, or its provider's answer (called on each
 * connection), within the caller's signal: a provider that never settles cannot hang the stream.
 */
export async function tokenOf(
  client: ClientRuntime,
  context: StreamContext,
  signal: AbortSignal | undefined,
  aborted: () => Error,
): Promise<string | undefined> {
  const token = client.token;
  if (typeof token !== 'function') return token;
  let onAbort: (() => void) | undefined;
  try {
    const answer = Promise.resolve(token());
    if (signal === undefined) return await answer;
    const abort = new Promise<never>((_, reject) => signal.addEventListener('abort', (onAbort = () => reject(aborted())), { once: true }));
    return await Promise.race([answer, abort]);
  } catch (error) {
    if (signal?.aborted) throw aborted();
    throw new client.errors.RequestError(`${context.label}: the \`token\` function threw; nothing was sent.`, { ...context, cause: error });
  } finally {
    if (onAbort !== undefined) signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * A StreamRejectedError for an UNAUTHENTICATED error frame (gRPC code 16) answering the request, the frame its
 * `cause`: the participant accepts the upgrade without a token it takes, and says so only then; else `error`.
 * `httpTwin` is the operation that reports the same failure with its HTTP status.
 */
export function unauthenticated(
  state: StreamState,
  error: unknown,
  token: string | undefined,
  context: StreamContext,
  attempts: number,
  httpTwin: string,
): CantonApiError {
  if (!(error instanceof state.StreamError) || (error.body as { grpcCodeValue?: unknown } | undefined)?.grpcCodeValue !== 16) return error as CantonApiError;
  const frame = `an UNAUTHENTICATED error frame (${excerpt(error.code)}: ${excerpt(String((error.body as { cause?: unknown }).cause ?? ''))})`;
  const message = token
    ? `${context.label}: the participant did not accept the token: it answered the request with ${frame}. The token is invalid, expired or ` +
      `not meant for this participant; the same request over HTTP (${httpTwin}) reports it with its status.`
    : `${context.label}: the participant needs a token: it answered the request with ${frame}, and the client has none. Set the \`token\` option.`;
  return new state.StreamRejectedError(message, { ...context, attempts, cause: error });
}
