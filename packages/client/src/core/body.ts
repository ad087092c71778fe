// Reading a response body as text, bounded in size and by the call's deadline: at most `limit`
// bytes are read (then the stream is cancelled), and a body delivered faster than timers can fire
// still stops when the deadline passes, as the read loop looks at the clock between chunks.
import { untilAborted } from './transport.ts';

/** Thrown by `readBody` when the body exceeds the limit; callers turn it into ResponseTooLargeError. */
export class TooLarge {
  readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
}

const decoder = new TextDecoder();

/** How a read checks its deadline: `overdue()` aborts the signal once the deadline has passed. */
export interface BodyLimits {
  limit: number;
  signal: AbortSignal | undefined;
  /** The runtime's fetch ends the body when the signal aborts; otherwise each read is raced. */
  honoursSignal: boolean;
  overdue?: () => boolean;
}

/** The body as UTF-8 text (as `Response.text()` reads it), or throws TooLarge / the read's failure. */
export async function readBody(response: Response, limits: BodyLimits): Promise<string> {
  const { limit, signal } = limits;
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new TooLarge(limit);
  }
  const body = response.body;
  if (body === null) return '';
  if (body === undefined) {
    // A Response-like object of another realm or a polyfill without streams: its text, measured.
    const text = await response.text();
    if (text.length > limit) throw new TooLarge(limit);
    return text;
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const read = reader.read();
      const { done, value } = await (limits.honoursSignal ? read : untilAborted(read, signal));
      if (done) break;
      total += value.byteLength;
      if (total > limit) throw new TooLarge(limit);
      chunks.push(value);
      // A stream that always has the next chunk ready keeps timers from firing: look at the clock.
      if (limits.overdue?.() || signal?.aborted) throw signal?.reason;
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
  if (chunks.length === 1) return decoder.decode(chunks[0]);
  const all = new Uint8Array(total);
  let at = 0;
  for (const part of chunks) {
    all.set(part, at);
    at += part.byteLength;
  }
  return decoder.decode(all);
}
