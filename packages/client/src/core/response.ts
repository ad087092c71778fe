// Reading a response: its body as text, bounded in size and by the call's deadline, and a 2xx body
// as the typed result (content type, empty and malformed bodies, int64 precision, validation). The
// errors are written by failure.ts and the careful int64 parse done by int64.ts, each loaded with
// the first response that needs it, by the loaders the caller hands over (`ResponseParts`).
import { type Call, siteOf } from './call.ts';
import type { BodyReader } from './context.ts';
import type { BodyContext } from './int64.ts';

/**
 * What reading a response may need beyond this module, loaded on demand: the errors of a body that
 * cannot be read or is not JSON (failure.ts), the careful int64 parse and bigint conversion (int64.ts).
 * Their loaders are handed over (core/on-demand.ts's), as a module loaded on demand imports no code
 * loaded up front.
 */
export interface ResponseParts {
  readonly failure: () => Promise<Pick<typeof import('./failure.ts'), 'readFailure' | 'notJson'>>;
  readonly int64: () => Promise<Pick<typeof import('./int64.ts'), 'finishBody'>>;
}

/** Thrown by `readBody` when the body exceeds the limit; callers turn it into ResponseTooLargeError. */
export class TooLarge {
  readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
}

const decoder = new TextDecoder();

/**
 * The body as UTF-8 text (as `Response.text()` reads it), or throws TooLarge / the read's failure.
 * At most `reader.limit` bytes are read (then the stream is cancelled), each read ends when `signal`
 * aborts, and a body delivered faster than timers can fire still stops when the deadline passes
 * (`overdue`, see deadline.ts), as the read loop looks at the clock between chunks.
 */
export async function readBody(response: Response, reader: BodyReader, signal: AbortSignal | null | undefined, overdue?: () => boolean): Promise<string> {
  const { limit } = reader;
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
  const stream = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const read = stream.read();
      const { done, value } = await (reader.honoursSignal ? read : reader.untilAborted(read, signal));
      if (done) break;
      total += value.byteLength;
      if (total > limit) throw new TooLarge(limit);
      chunks.push(value);
      // A stream that always has the next chunk ready keeps timers from firing: look at the clock.
      if (overdue?.() || signal?.aborted) throw signal?.reason;
    }
  } catch (error) {
    stream.cancel().catch(() => undefined);
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

const jsonType = /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

/**
 * Reads a body under the call's deadline and size limit: one beyond `maxResponseBytes` is a
 * ResponseTooLargeError, a connection dropped mid-body a NetworkError.
 */
export function readText(response: Response, call: Call, parts: ResponseParts): Promise<string> {
  const { runtime, deadline } = call.plan;
  // No async layer of its own: on the way of every response, each await costs.
  return readBody(response, runtime, deadline.signal, deadline.overdue).catch(async (error: unknown) => {
    throw await readFailure(error, response, call, parts);
  });
}

/** The error of a body that could not be read: the deadline's reason, or a typed error. */
async function readFailure(error: unknown, response: Response, call: Call, parts: ResponseParts): Promise<unknown> {
  const tooLarge = error instanceof TooLarge;
  if (call.plan.deadline.signal.aborted && !tooLarge) return error;
  return (await parts.failure()).readFailure(error, tooLarge, response, { ...siteOf(call), limit: call.plan.runtime.limit });
}

/** The 2xx body, parsed, int64-checked and (with `validate`) validated. */
export async function readSuccess(response: Response, call: Call, parts: ResponseParts): Promise<unknown> {
  const { runtime, operation, deadline } = call.plan;
  const contentType = response.headers.get('content-type') ?? undefined;
  const json = contentType !== undefined && jsonType.test(contentType);
  let text = '';
  try {
    // readBody itself, not readText: one promise fewer on the way of every response.
    text = await readBody(response, runtime, deadline.signal, deadline.overdue);
  } catch (error) {
    // Of a body that is not JSON anyway, what could be read is only quoted in its error.
    if (json) throw await readFailure(error, response, call, parts);
  }
  // JSON.parse never returns undefined: undefined here is a body that is not JSON (of another
  // type, blank or malformed). Only a body starting with whitespace can be blank.
  let value: unknown;
  let malformed: unknown;
  if (json && (text.charCodeAt(0) > 32 || /\S/.test(text))) {
    try {
      value = JSON.parse(text);
    } catch (error) {
      malformed = error;
    }
  }
  const info = { status: response.status, contentType };
  if (value === undefined) throw (await parts.failure()).notJson(text, json, malformed, info, siteOf(call));
  // The common case: plain JSON.parse, and a look at the int64 fields alone that finds no number
  // there that JSON.parse may have rounded. Bigint mode always goes on to convert them.
  const { rounded, validate } = operation;
  const careful = rounded !== undefined && rounded(value);
  if (!careful && runtime.mode === 'number' && validate === undefined) return value;
  const body: BodyContext = { ...siteOf(call), mode: runtime.mode, shape: operation.shape, validate, toBigInt: operation.toBigInt };
  return (await parts.int64()).finishBody(text, value, careful, info, body);
}
