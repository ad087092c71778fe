// What a resumable stream reads of its channel and options before it connects: where it goes (named
// in every error), the high-water mark of its buffer, its retry policy and the caller's signal. A bad
// option is a RequestError naming it, before anything is sent.
import type { ClientRuntime } from '../core/context.ts';
import type { ErrorClasses } from '../core/errors.ts';
import type { ResolvedRetryPolicy } from '../core/retry.ts';
import type { ChannelDef, StreamOptions } from '../core/types/streams.ts';
import type { StreamContext } from './stream-frames.ts';
import type { HighWaterMark } from './websocket.ts';

export const defaultHighWaterMark = 4096;
export const defaultHighWaterMarkChars = 8 * 2 ** 20;

/** A stream's options, checked. */
export interface StreamSettings {
  highWaterMark: HighWaterMark;
  /** The client's policy, or the one the options give. */
  policy: ResolvedRetryPolicy | false;
  signal: AbortSignal | undefined;
  /** The AbortError of this stream, carrying the signal's reason. */
  aborted: () => Error;
}

/** Where `channel` goes, for its errors: `streamUpdates (WebSocket /v2/updates)` and the ws URL. */
export function streamContext(client: ClientRuntime, channel: ChannelDef): StreamContext {
  const url = `${client.baseUrl.replace(/^http/, 'ws')}${channel.path}`;
  return { operationId: channel.method, method: 'GET', url, label: `${channel.method} (WebSocket ${channel.path})` };
}

/** The stream's options checked against the client's defaults. */
export function streamSettings(client: ClientRuntime, options: StreamOptions, context: StreamContext): StreamSettings {
  const { errors } = client;
  const { label } = context;
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
  return { highWaterMark, policy, signal, aborted };
}

/** `value` as a bigint ≥ 0, or a RequestError naming `name`. */
export function integer(errors: ErrorClasses, value: unknown, name: string, label: string): bigint {
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isSafeInteger(value))) {
    const n = BigInt(value);
    if (n >= 0n) return n;
  }
  throw new errors.RequestError(`${label}: ${name} must be an integer ≥ 0 (a safe number or a bigint), got ${String(value)}.`);
}

/** `value` as a positive integer (`fallback` when undefined), or a RequestError naming `name`. */
function positive(errors: ErrorClasses, value: number | undefined, fallback: number, name: string, label: string): number {
  if (value === undefined) return fallback;
  if (!(Number.isSafeInteger(value) && value >= 1)) throw new errors.RequestError(`${label}: ${name} must be a positive integer, got ${String(value)}.`);
  return value;
}
