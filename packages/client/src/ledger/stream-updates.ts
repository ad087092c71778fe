// `streamUpdates`: the participant's update stream over WebSocket (`/v2/updates`, deprecated
// `/v2/updates/flats`), loaded on its first use. Auth as the participant reads it: subprotocols
// `jwt.token.<JWT>` first (a 3.5 participant reads the token from the first protocol only), then
// `daml.ws.auth`; the first frame is the request (the body of `postV2Updates`), then every frame is one
// `JsGetUpdatesResponse` or a `JsCantonError` error frame. Without a token it accepts, the participant
// still opens the socket and answers the request with an UNAUTHENTICATED error frame. A connection that
// drops, or that we close because the consumer is slow (see websocket.ts), is opened again
// with `beginExclusive` = the offset of the last item delivered: no gap, no duplicate.
import type { ClientRuntime } from '../core/context.ts';
import type { CantonApiError, ErrorClasses, StreamError, StreamRejectedError } from '../core/errors.ts';
import { excerpt } from '../core/failure.ts';
import { redactError } from '../core/redact.ts';
import { checkRelease } from '../core/release.ts';
import { inspectRequest } from '../core/request-check.ts';
import { type ResolvedRetryPolicy, retryVerdict, sleep } from '../core/retry.ts';
import type { ChannelDef, StreamOptions } from '../core/types/streams.ts';
import { frameReader, type StreamContext } from './stream-frames.ts';
import { FrameIterator, type Live } from './stream-iterator.ts';
import { SocketConnection, type SocketEnd } from './websocket.ts';

/**
 * What a stream needs of its client: the client's runtime, and the classes of the streams' errors,
 * handed over by the ledger client alone (the other clients keep none of their code).
 */
export interface StreamState {
  readonly runtime: ClientRuntime;
  readonly StreamError: typeof StreamError;
  readonly StreamRejectedError: typeof StreamRejectedError;
}

export const defaultHighWaterMark = 4096;
export const defaultHighWaterMarkChars = 8 * 2 ** 20;

/** `value` as a bigint ≥ 0, or a RequestError naming `name`. */
export function integer(errors: ErrorClasses, value: unknown, name: string, label: string): bigint {
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isSafeInteger(value))) {
    const n = BigInt(value);
    if (n >= 0n) return n;
  }
  throw new errors.RequestError(`${label}: ${name} must be an integer ≥ 0 (a safe number or a bigint), got ${String(value)}.`);
}

/** `value` as a positive integer (`fallback` when undefined), or a RequestError naming `name`. */
export function positive(errors: ErrorClasses, value: number | undefined, fallback: number, name: string, label: string): number {
  if (value === undefined) return fallback;
  if (!(Number.isSafeInteger(value) && value >= 1)) throw new errors.RequestError(`${label}: ${name} must be a positive integer, got ${String(value)}.`);
  return value;
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
 */
export function unauthenticated(
  state: StreamState,
  error: unknown,
  token: string | undefined,
  context: StreamContext,
  attempts: number,
  httpTwin = 'postV2Updates',
): CantonApiError {
  if (!(error instanceof state.StreamError) || (error.body as { grpcCodeValue?: unknown } | undefined)?.grpcCodeValue !== 16) return error as CantonApiError;
  const frame = `an UNAUTHENTICATED error frame (${excerpt(error.code)}: ${excerpt(String((error.body as { cause?: unknown }).cause ?? ''))})`;
  const message = token
    ? `${context.label}: the participant did not accept the token: it answered the request with ${frame}. The token is invalid, expired or ` +
      `not meant for this participant; the same request over HTTP (${httpTwin}) reports it with its status.`
    : `${context.label}: the participant needs a token: it answered the request with ${frame}, and the client has none. Set the \`token\` option.`;
  return new state.StreamRejectedError(message, { ...context, attempts, cause: error });
}

/**
 * Every update of the request's range as the participant streams it (see LedgerClient.streamUpdates).
 * An async generator does the work (connecting, resuming, errors); a frame already buffered when the
 * consumer asks for the next item is read at once, without resuming the generator (see FrameIterator).
 */
export function streamUpdates<Item>(
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options: StreamOptions = {},
): AsyncIterableIterator<Item> {
  const live: Live = { connection: undefined, deliver: undefined, parked: false };
  return new FrameIterator<Item>(live, run<Item>(live, state, channel, request, options));
}

/** The stream's work: connections, frames, resumption and errors. */
async function* run<Item>(
  live: Live,
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options: StreamOptions = {},
): AsyncGenerator<Item, void, undefined> {
  const client = state.runtime;
  const { errors, mode, logger } = client;
  const url = `${client.baseUrl.replace(/^http/, 'ws')}${channel.path}`;
  const context: StreamContext = { operationId: channel.method, method: 'GET', url, label: `${channel.method} (WebSocket ${channel.path})` };
  const { label } = context;
  if (typeof request !== 'object' || request === null) throw new errors.RequestError(`${label}: the request must be an object.`, context);
  if (request.descendingOrder === true) {
    throw new errors.RequestError(`${label}: descendingOrder is not supported on a stream (it resumes forward); use postV2Updates.`, context);
  }
  const begin = integer(errors, request.beginExclusive, 'beginExclusive', label);
  const end = request.endInclusive === undefined || request.endInclusive === null ? undefined : integer(errors, request.endInclusive, 'endInclusive', label);
  const highWaterMark = {
    frames: positive(errors, options.highWaterMark, defaultHighWaterMark, 'highWaterMark', label),
    chars: positive(errors, options.highWaterMarkChars, defaultHighWaterMarkChars, 'highWaterMarkChars', label),
  };
  let policy: ResolvedRetryPolicy | false = client.retry;
  if (options.retry !== undefined) {
    try {
      policy = client.resolveRetryPolicy(options.retry);
    } catch (error) {
      throw new errors.RequestError(`${label}: ${(error as Error).message}.`, context);
    }
  }
  const signal = options.signal;
  const aborted = () => new errors.AbortError(`${label} was aborted by the caller's signal.`, { ...context, cause: signal?.reason });
  const wire = (n: bigint) => (mode === 'bigint' ? n : Number(n));

  let token: string | undefined;
  let connection: SocketConnection | undefined;
  let attempts = 0;
  /** Items delivered on the current connection: an UNAUTHENTICATED frame before the first rejects the stream. */
  let onConnection = 0;
  try {
    if (signal?.aborted) throw aborted();
    const table = await client.operationTable;
    // A channel whose availability depends on the server's release is checked against it, as a named
    // call is (release.ts): rejected before connecting where the release does not serve it, warned of once where deprecated.
    const entry = table.releases?.channels[channel.method];
    const warning = table.deprecations[channel.method];
    if (entry !== undefined || warning !== undefined) {
      await checkRelease(client, table, { name: channel.method, what: label, entry, warning }, { ...context, signal });
    }
    if (typeof globalThis.WebSocket !== 'function') {
      throw new errors.RequestError(
        `${label}: this runtime has no global WebSocket, which streams need: Node 22+ and browsers have one (run Node 22 or later, ` +
          'without --no-experimental-websocket). Without one, read the range over HTTP: readUpdates or postV2Updates.',
        context,
      );
    }
    // As a named call judges its request: deprecated fields warned of, values JSON would change refused.
    await inspectRequest(table, { ...context, operation: channel.operationId, mode, logger, errors, client, signal }, request, undefined, undefined);
    const read = await frameReader(client, state.StreamError, channel.operationId, context);
    /** Offset of the last item delivered: the next connection starts after it. */
    let cursor = begin;
    let index = 0;
    let delivered = 0;
    let opened = false;
    // Connections that failed in a row without delivering an item: bounded by the retry policy.
    let failures = 0;
    /** Reads one frame of the open connection: the item, with the cursor moved to its offset. */
    const deliver = (text: string): unknown => {
      opened = true;
      const frame = read(text, index++);
      if (frame.offset < cursor || (frame.offset === cursor && !(frame.checkpoint && delivered > 0)) || (end !== undefined && frame.offset > end)) {
        throw new errors.ResponseValidationError(
          `${label}: frame ${index - 1} has offset ${frame.offset}, outside (${cursor}, ${end ?? '∞'}]; the participant must stream ascending offsets within the range.`,
          { ...context, issues: [{ pointer: '/update', keyword: 'offsetOrder', schemaPath: '', message: `offset must be in (${cursor}, ${end ?? '∞'}]` }] },
        );
      }
      cursor = frame.offset;
      delivered++;
      onConnection++;
      failures = 0;
      // The range is complete: the iterator leaves the next call to the generator, which returns.
      if (end !== undefined && cursor >= end) live.deliver = undefined;
      return frame.item;
    };
    live.deliver = deliver;
    for (let attempt = 1; ; attempt++) {
      attempts = attempt;
      if (end !== undefined && cursor >= end) return;
      if (signal?.aborted) throw aborted();
      token = await tokenOf(client, context, signal, aborted);
      if (signal?.aborted) throw aborted();
      // The token first: a 3.5 participant splits the header on "," without trimming, and the platform
      // writes ", " between protocols, so a token after the first protocol is never read.
      const protocols = [...(token ? [`jwt.token.${token}`] : []), 'daml.ws.auth'];
      const firstFrame = client.serializeBody({ ...request, beginExclusive: wire(cursor) });
      onConnection = 0;
      try {
        connection = live.connection = new SocketConnection({ url, protocols, firstFrame, highWaterMark, signal });
      } catch (error) {
        // The runtime's message may quote the protocols, hence the token: it is not passed on.
        throw new errors.RequestError(
          `${label}: the WebSocket could not be created (${(error as Error).name}): ` +
            'the URL is not valid, or the token holds characters a WebSocket subprotocol (`jwt.token.<JWT>`) cannot carry.',
          context,
        );
      }
      let outcome: string | SocketEnd;
      // A frame already buffered is taken at once; only an empty buffer waits for the socket.
      for (outcome = connection.take() ?? (await connection.next()); typeof outcome === 'string'; outcome = connection.take() ?? (await connection.next())) {
        const item = deliver(outcome);
        live.parked = true;
        try {
          yield item as Item;
        } finally {
          live.parked = false;
        }
        if (end !== undefined && cursor >= end) return;
      }
      if (outcome.kind === 'aborted') throw aborted();
      if (outcome.kind === 'overflow') {
        logger?.debug?.(
          `${label}: the consumer is slower than the stream (its buffer reached ${highWaterMark.frames} frames or ${highWaterMark.chars} characters); reconnecting after offset ${cursor}`,
        );
        continue;
      }
      if (outcome.kind === 'closed' && outcome.code === 1000 && end !== undefined) return; // the participant completed the range
      if (outcome.kind === 'refused' && !opened) {
        throw new state.StreamRejectedError(
          `${label}: the WebSocket did not open: the participant refused the upgrade (403 for a token of a user it does not know, 404 ` +
            'without the channel: the platform WebSocket does not show the status) or was not reachable. The same request over HTTP (postV2Updates) reports the status.',
          { ...context, attempts: attempt },
        );
      }
      failures++;
      const how = outcome.kind === 'refused' ? 'could not reconnect' : `was closed (code ${outcome.code}${outcome.reason ? ` ${outcome.reason}` : ''})`;
      const dropped = new errors.NetworkError(`${label} ${how} after offset ${cursor}.`, { ...context, attempts: attempt });
      const verdict = retryVerdict(policy, dropped, failures, Infinity, Date.now(), errors);
      if ('stop' in verdict) {
        dropped.message += ` ${verdict.stop ?? 'Not retried (retry: false).'}`;
        throw dropped;
      }
      logger?.debug?.(`${label}: ${how}; resuming after offset ${cursor} in ${Math.round(verdict.wait)} ms`);
      try {
        await sleep(verdict.wait, signal ?? new AbortController().signal);
      } catch {
        throw aborted();
      }
    }
  } catch (error) {
    // An abort carries the caller's reason (often a DOMException, whose message cannot be rewritten), no server text.
    if (error instanceof errors.AbortError) throw error;
    throw redactError(onConnection === 0 ? unauthenticated(state, error, token, context, attempts) : (error as CantonApiError), token);
  } finally {
    live.deliver = undefined;
    connection?.stop();
  }
}
