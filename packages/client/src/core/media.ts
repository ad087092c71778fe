// Bodies that are not JSON: a request body of bytes (a DAR upload), checked and sent as the caller's
// bytes, and a 200 of bytes (a package download) or of no body at all (a DAR validation). Such calls
// go through openapi-fetch.ts, which imports this module: it loads with the openapi-fetch side of a
// client, and JSON calls without a query, headers or middleware never load it.
// Like every module loaded on demand it imports nothing loaded up front (that would split the
// up-front chunk): the error classes come in the call's runtime.
import { type Call, siteOf } from './call.ts';
import { excerpt, readFailure } from './failure.ts';

/** The body to send for `body`, the caller's bytes unchanged; a RequestError naming the call for anything else. */
export function bytesOf(body: unknown, call: Call): BodyInit {
  // A view (a Buffer, a slice of a larger buffer) sends exactly the bytes it covers.
  if (body instanceof Uint8Array) return body as BodyInit;
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as BodyInit;
  if (body instanceof ArrayBuffer || (typeof Blob === 'function' && body instanceof Blob)) return body;
  const got = body === null ? 'null' : typeof body === 'object' ? (body.constructor?.name ?? 'an object') : typeof body;
  const c = siteOf(call);
  throw new c.errors.RequestError(
    `${c.label}: the body must be the bytes to send (a Uint8Array, Buffer, another ArrayBufferView, an ArrayBuffer or a Blob), got ${got}.`,
    c,
  );
}

/**
 * The 200 of an operation whose result is not JSON: its bytes for `application/octet-stream` (the
 * response must say so: a page of another type, from a proxy say, is a ResponseParseError), or
 * `undefined` for a 200 the spec declares without a body. Read within the call's deadline and size limit.
 */
export async function readResult(response: Response, call: Call, type: string): Promise<Uint8Array | undefined> {
  const bytes = await readBytes(response, call);
  if (type === '') return undefined;
  const contentType = response.headers.get('content-type') ?? undefined;
  if (contentType?.split(';', 1)[0]!.trim().toLowerCase() === type) return bytes;
  const text = new TextDecoder().decode(bytes.subarray(0, 400));
  const c = siteOf(call);
  throw new c.errors.ResponseParseError(
    `${c.label}: HTTP ${response.status} came as ${contentType ?? 'no content type'}${text ? `, "${excerpt(text)}"` : ''}, not ${type} as specified (a proxy?).`,
    { ...c, status: response.status, contentType },
  );
}

/** The body's bytes, at most the client's `limit` of them, ending when the call's signal aborts; typed errors as for JSON bodies. */
async function readBytes(response: Response, call: Call): Promise<Uint8Array> {
  const { runtime, deadline } = call.plan;
  const { limit } = runtime;
  const signal = deadline.signal;
  const fail = async (error: unknown, tooLarge: boolean): Promise<never> => {
    if (signal.aborted && !tooLarge) throw error;
    throw readFailure(error, tooLarge, response, { ...siteOf(call), limit });
  };
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    await response.body?.cancel().catch(() => undefined);
    return fail(undefined, true);
  }
  if (response.body === null) return new Uint8Array(0);
  if (response.body === undefined) {
    // A Response-like object of another realm or a polyfill without streams.
    const all = new Uint8Array(await response.arrayBuffer().catch((error: unknown) => fail(error, false)));
    return all.byteLength > limit ? fail(undefined, true) : all;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  // The runtime's fetch ends the body when the signal aborts; an injected one's reads are raced against it.
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const read = reader.read();
      const { done, value } = await (runtime.honoursSignal ? read : Promise.race([read, aborted]));
      if (done) break;
      total += value.byteLength;
      if (total > limit) throw new SizeExceeded();
      chunks.push(value);
      // A stream that always has the next chunk ready keeps timers from firing: look at the clock.
      if (deadline.overdue() || signal.aborted) throw signal.reason;
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    return fail(error, error instanceof SizeExceeded);
  }
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(total);
  let at = 0;
  for (const part of chunks) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}

/** Thrown inside `readBytes` when the body passes the client's limit. */
class SizeExceeded {}
