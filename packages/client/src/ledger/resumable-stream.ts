// The loop of every ledger stream over WebSocket, loaded on its first use: connect (the token as
// stream-auth.ts offers it, the request as the first frame), read every frame (stream-frames.ts),
// and when a connection drops, or we close it because the consumer is slow (websocket.ts), open it
// again where the delivered items end: no gap, no duplicate. What differs between the streams is a
// strategy (stream-updates.ts, stream-completions.ts, stream-active-contracts.ts): what the frames hold,
// how the request is checked, where a new connection resumes, and when the stream is done. The
// channel's HTTP twin (its `operationId`) is what its errors name for the same request over HTTP.
import type { ClientRuntime } from '../core/context.ts';
import type { CantonApiError } from '../core/errors.ts';
import { redactError } from '../core/redact.ts';
import { checkRelease } from '../core/release.ts';
import { inspectRequest } from '../core/request-check.ts';
import { retryVerdict, sleep } from '../core/retry.ts';
import type { ChannelDef, FrameKind, StreamOptions } from '../core/types/streams.ts';
import { subprotocols, tokenOf, unauthenticated } from './stream-auth.ts';
import { type Frame, frameReader, type StreamContext } from './stream-frames.ts';
import { FrameIterator, type Live } from './stream-iterator.ts';
import { type StreamSettings, streamContext, streamSettings } from './stream-settings.ts';
import type { StreamState } from './stream-state.ts';
import { SocketConnection, type SocketEnd } from './websocket.ts';

/** What one kind of stream decides: its frames, its request, where it resumes and when it is done. */
export interface ResumeStrategy {
  /** What a frame holds: an update or a completion with its offset, or an active-contract entry. */
  readonly frames: FrameKind;
  /** How to read the same without a WebSocket, for the error of a runtime without one, given the channel's HTTP twin. */
  withoutWebSocket(httpTwin: string): string;
  /** Checks the request (a RequestError naming what is wrong) and starts at its resume point. */
  start(request: Record<string, unknown>, context: StreamContext, client: ClientRuntime): ResumePoint;
}

/** Where one stream stands: what it delivered, so far. */
export interface ResumePoint {
  /** A normal close (1000) means the participant completed the stream: it ends, rather than resumes. */
  readonly endsOnNormalClose: boolean;
  /** The request of the next connection: the original one, resuming after what was delivered. */
  request(): Record<string, unknown>;
  /**
   * Takes frame `index` (from 0, over the whole stream) as delivered, or throws a ResponseValidationError;
   * true when nothing can follow it (as `complete()` would then say, without a second call per frame).
   */
  advance(frame: Frame, index: number): boolean;
  /** Nothing can follow what was delivered: the stream returns without waiting for the close. */
  complete(): boolean;
  /** What was delivered, for messages: `offset 7`, `3 entries`. */
  where(): string;
  /** Why a new connection could not resume without repeating items, or undefined when it can. */
  unresumable(): string | undefined;
}

/** One stream as its steps share it. */
interface Stream {
  readonly state: StreamState;
  readonly channel: ChannelDef;
  readonly context: StreamContext;
  readonly settings: StreamSettings;
  readonly strategy: ResumeStrategy;
  readonly point: ResumePoint;
  readonly progress: Progress;
}

/** How far a stream got, for its resumption and its errors. */
interface Progress {
  /** Frames read over the whole stream. */
  index: number;
  /** Items delivered on the current connection: an UNAUTHENTICATED frame before the first rejects the stream. */
  onConnection: number;
  /** Whether any frame came, on any connection: a refused upgrade before is a StreamRejectedError. */
  opened: boolean;
  /** Connections that ended in a row without delivering an item: bounded by the retry policy. */
  failures: number;
}

/**
 * The items of `channel` for `request`, as `strategy` resumes them. An async generator does the work
 * (connecting, resuming, errors); a frame already buffered when the consumer asks for the next item is
 * read at once, without resuming the generator (see FrameIterator).
 */
export function resumableStream<Item>(
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options: StreamOptions,
  strategy: ResumeStrategy,
): AsyncIterableIterator<Item> {
  const live: Live = { connection: undefined, deliver: undefined, parked: false };
  return new FrameIterator<Item>(live, run<Item>(live, state, channel, request, options, strategy));
}

/** The stream's work: connections, frames, resumption and errors. */
async function* run<Item>(
  live: Live,
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options: StreamOptions,
  strategy: ResumeStrategy,
): AsyncGenerator<Item, void, undefined> {
  const client = state.runtime;
  const context = streamContext(client, channel);
  if (typeof request !== 'object' || request === null) throw new client.errors.RequestError(`${context.label}: the request must be an object.`, context);
  const point = strategy.start(request, context, client);
  const settings = streamSettings(client, options, context);
  const { signal, aborted } = settings;
  const progress: Progress = { index: 0, onConnection: 0, opened: false, failures: 0 };
  const stream: Stream = { state, channel, context, settings, strategy, point, progress };
  let token: string | undefined;
  let attempts = 0;
  try {
    await prepare(stream, request);
    const read = await frameReader(client, state.StreamError, channel.operationId, context, strategy.frames);
    /** Reads one frame of the open connection: the item, with the resume point moved past it. */
    const deliver = (text: string): unknown => {
      progress.opened = true;
      const index = progress.index++;
      const frame = read(text, index);
      const complete = point.advance(frame, index);
      progress.onConnection++;
      progress.failures = 0;
      // The stream is complete: the iterator leaves the next call to the generator, which returns.
      if (complete) live.deliver = undefined;
      return frame.item;
    };
    live.deliver = deliver;
    for (let attempt = 1; ; attempt++) {
      attempts = attempt;
      if (point.complete()) return;
      if (signal?.aborted) throw aborted();
      token = await tokenOf(client, context, signal, aborted);
      if (signal?.aborted) throw aborted();
      progress.onConnection = 0;
      const connection = (live.connection = open(stream, token));
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
        if (point.complete()) return;
      }
      if (await ended(stream, outcome, attempt)) return;
    }
  } catch (error) {
    // An abort carries the caller's reason (often a DOMException, whose message cannot be rewritten), no server text.
    if (error instanceof client.errors.AbortError) throw error;
    const rejected = progress.onConnection === 0 ? unauthenticated(state, error, token, context, attempts, channel.operationId) : (error as CantonApiError);
    throw redactError(rejected, token);
  } finally {
    live.deliver = undefined;
    live.connection?.stop();
  }
}

/** What comes before the first connection: the caller's signal, the server's release, the runtime's WebSocket, the request's values. */
async function prepare({ state, channel, context, settings, strategy }: Stream, request: Record<string, unknown>): Promise<void> {
  const client = state.runtime;
  const { errors, mode, logger } = client;
  const { signal, aborted } = settings;
  if (signal?.aborted) throw aborted();
  const table = await client.operationTable;
  // A channel whose availability depends on the server's release is checked against it, as a named
  // call is (release.ts): rejected before connecting where the release does not serve it, warned of once where deprecated.
  const entry = table.releases?.channels[channel.method];
  const warning = table.deprecations[channel.method];
  if (entry !== undefined || warning !== undefined) {
    await checkRelease(client, table, { name: channel.method, what: context.label, entry, warning }, { ...context, signal });
  }
  if (typeof globalThis.WebSocket !== 'function') {
    throw new errors.RequestError(
      `${context.label}: this runtime has no global WebSocket, which streams need: Node 22+ and browsers have one (run Node 22 or later, ` +
        `without --no-experimental-websocket). Without one, ${strategy.withoutWebSocket(channel.operationId)}.`,
      context,
    );
  }
  // As a named call judges its request: deprecated fields warned of, values JSON would change refused.
  await inspectRequest(table, { ...context, operation: channel.operationId, mode, logger, errors, client, signal }, request, undefined, undefined);
}

/** Opens one connection, whose first frame is the request resuming where `point` stands. */
function open({ state, context, settings, point }: Stream, token: string | undefined): SocketConnection {
  const client = state.runtime;
  const { highWaterMark, signal } = settings;
  const firstFrame = client.serializeBody(point.request());
  try {
    return new SocketConnection({ url: context.url, protocols: subprotocols(token), firstFrame, highWaterMark, signal });
  } catch (error) {
    // The runtime's message may quote the protocols, hence the token: it is not passed on.
    throw new client.errors.RequestError(
      `${context.label}: the WebSocket could not be created (${(error as Error).name}): ` +
        'the URL is not valid, or the token holds characters a WebSocket subprotocol (`jwt.token.<JWT>`) cannot carry.',
      context,
    );
  }
}

/**
 * What the end of a connection means: true when the stream is done; false to resume, once the retry
 * policy's wait is over; otherwise it throws (aborted, refused, not resumable, retries spent).
 */
async function ended({ state, channel, context, settings, point, progress }: Stream, outcome: SocketEnd, attempt: number): Promise<boolean> {
  const { errors, logger } = state.runtime;
  const { label } = context;
  const { signal, aborted, highWaterMark } = settings;
  if (outcome.kind === 'aborted') throw aborted();
  // The participant completes a stream by closing it normally (a failure comes as an error frame first).
  if (outcome.kind === 'closed' && outcome.code === 1000 && point.endsOnNormalClose) return true;
  if (outcome.kind === 'refused' && !progress.opened) {
    throw new state.StreamRejectedError(
      `${label}: the WebSocket did not open: the participant refused the upgrade (403 for a token of a user it does not know, 404 ` +
        `without the channel: the platform WebSocket does not show the status) or was not reachable. The same request over HTTP (${channel.operationId}) reports the status.`,
      { ...context, attempts: attempt },
    );
  }
  const how =
    outcome.kind === 'overflow'
      ? 'was closed for a consumer slower than the stream'
      : outcome.kind === 'refused'
        ? 'could not reconnect'
        : `was closed (code ${outcome.code}${outcome.reason ? ` ${outcome.reason}` : ''})`;
  const unresumable = point.unresumable();
  if (unresumable !== undefined) throw new errors.NetworkError(`${label} ${how} after ${point.where()}, ${unresumable}.`, { ...context, attempts: attempt });
  if (outcome.kind === 'overflow') {
    logger?.debug?.(
      `${label}: the consumer is slower than the stream (its buffer reached ${highWaterMark.frames} frames or ${highWaterMark.chars} characters); reconnecting after ${point.where()}`,
    );
    return false;
  }
  progress.failures++;
  const dropped = new errors.NetworkError(`${label} ${how} after ${point.where()}.`, { ...context, attempts: attempt });
  const verdict = retryVerdict(settings.policy, dropped, progress.failures, Infinity, Date.now(), errors);
  if ('stop' in verdict) {
    dropped.message += ` ${verdict.stop ?? 'Not retried (retry: false).'}`;
    throw dropped;
  }
  logger?.debug?.(`${label}: ${how}; resuming after ${point.where()} in ${Math.round(verdict.wait)} ms`);
  try {
    await sleep(verdict.wait, signal ?? new AbortController().signal);
  } catch {
    throw aborted();
  }
  return false;
}
