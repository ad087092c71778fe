// The WebSocket channels of an API (the ledger's streams): a channel as generated from its
// AsyncAPI document, the options of its stream, what the stream takes and yields (read from its list
// operation), and the function the generated channel methods bind to. Types only.
import type { RetryPolicy } from '../retry.ts';
import type { Int64Mode } from './int64.ts';
import type { RequestBodyOf, ResultOf } from './signatures.ts';

/** A WebSocket channel of an API, as generated into `<api>.gen.ts` from its AsyncAPI document. */
export interface ChannelDef {
  /** The client's method: `streamUpdates`. */
  readonly method: string;
  readonly path: string;
  /** The HTTP list operation whose request and elements the channel streams: the twin its errors name. */
  readonly operationId: string;
  /** What each frame holds, which picks the stream's reader: an update, a completion (or checkpoint), an active-contract entry. */
  readonly frames: FrameKind;
}

/** What the frames of a channel hold, as generated from its frame schema (tools/codegen/client-channels.ts). */
export type FrameKind = 'update' | 'completion' | 'entry';

/** Options of a channel's stream (`streamUpdates`). */
export interface StreamOptions {
  /** Ends the stream: the socket closes and the pending `next()` rejects with `AbortError`. */
  signal?: AbortSignal;
  /**
   * Most frames kept for a slow consumer (default 4096). When reached, the socket is closed and
   * opened again after the consumer has taken them, from the last offset delivered. The platform
   * WebSocket hands over every frame of a network read at once, so keep it well above one read's worth.
   */
  highWaterMark?: number;
  /** Most characters of frames kept for a slow consumer (default 8 Mi, about 16 MiB), the same way. */
  highWaterMarkChars?: number;
  /** Reconnections after a dropped connection, overriding the client's retry policy (`false`: none). */
  retry?: RetryPolicy | false;
}

/**
 * The request of a channel's stream: its list operation's body, but for `descendingOrder`: a stream
 * reads forward, resuming after the last element delivered.
 */
export type StreamRequestOf<Op, M extends Int64Mode, S> = Omit<RequestBodyOf<Op, M, S>, 'descendingOrder'>;

/** One element of a channel's stream: an item of its list operation's 200 list. */
export type StreamItemOf<Op, M extends Int64Mode, S> = ResultOf<Op, M, S> extends readonly (infer E)[] ? E : never;

/** Opens the stream of a channel: what the generated channel methods bind to. */
export type Stream = <T>(channel: ChannelDef, request: object, options: StreamOptions | undefined) => AsyncIterableIterator<T>;
