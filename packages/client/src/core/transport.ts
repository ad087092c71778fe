// The `fetch` of every request: it adds the token only for `baseUrl`'s origin, refuses requests to
// any other origin, never follows redirects, and turns transport failures into NetworkError (their
// messages in transport-errors.ts, loaded with the first one).

/** A bearer token, or a function returning one (called before every request). */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);
import { withErrors } from './lazy-errors.ts';

/** What every request of a client shares. */
export interface TransportConfig {
  /** `https://host:port/` of `baseUrl`: requests must start with it. */
  originPrefix: string;
  token: TokenSource | undefined;
  fetch: typeof globalThis.fetch;
  /**
   * True for the runtime's own fetch, which ends request and body when the signal aborts. An
   * injected fetch may not, so its promises are raced against the signal instead.
   */
  honoursSignal: boolean;
}

/** Resolves when `promise` settles, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // Its outcome no longer counts, as when the signal aborts later: a rejection is not unhandled.
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * A named call's request when no middleware needs a real Request: its URL and init, handed to fetch
 * as they are. Sparing the second Request construction (fetch copies the one it is given) is about
 * 5% of a small call; sparing the Headers object, for the runtime's fetch, a little more.
 */
export class PlainRequest {
  readonly url: string;
  readonly method: string;
  /** Undefined for none (until `send` adds the token's). */
  headers: Headers | Record<string, string> | undefined;
  readonly body: RequestInit['body'];
  readonly signal: AbortSignal | undefined;
  readonly redirect: RequestInit['redirect'];
  constructor(url: string, init: RequestInit & { method: string; headers: Headers | Record<string, string> | undefined }) {
    this.url = url;
    this.method = init.method;
    this.headers = init.headers;
    this.body = init.body;
    this.signal = init.signal ?? undefined;
    this.redirect = init.redirect;
  }
}

/** Duck-typed, so that Responses of another realm (a test environment, a polyfill) pass. */
function isResponse(value: unknown): value is Response {
  return typeof (value as Response | undefined)?.headers?.get === 'function' && typeof (value as Response).text === 'function';
}

/** The token function's answer, within the request's signal: a provider that never settles cannot hang a call. */
async function resolveToken(
  token: () => string | undefined | Promise<string | undefined>,
  signal: AbortSignal | null | undefined,
  context: { method: string; url: string },
): Promise<string | undefined> {
  try {
    const value = token();
    return typeof value === 'object' && value !== null ? await untilAborted(value, signal) : value;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw (await loadErrors()).tokenThrew(context, error);
  }
}

/** The token each real Request (the raw client's, or with middleware) was sent with, for redaction. */
export const sentTokens = new WeakMap<object, string>();

/** Where `send` notes the token it sent, so that the call's errors can redact it. */
export interface SecretSink {
  secret: string | undefined;
}

/**
 * Sends one request: origin check, `Authorization`, the user's fetch, redirect refusal. The token
 * goes on the request only while fetch takes it: middleware, which sees the same Request before
 * and after, never does.
 */
export async function send(config: TransportConfig, request: Request | PlainRequest, sink?: SecretSink): Promise<Response> {
  const { method, url } = request;
  const context = { method, url };
  if (!url.startsWith(config.originPrefix)) {
    throw (await loadErrors()).refused(context);
  }
  const token = typeof config.token === 'function' ? await resolveToken(config.token, request.signal, context) : config.token;
  if (token) {
    // Checked here so that the runtime's own error, which quotes the value, never sees the token.
    if (/[^\t\x20-\x7e\x80-\xff]/.test(token)) {
      throw (await loadErrors()).badToken(context);
    }
    const headers = request.headers;
    if (headers instanceof Headers) headers.set('authorization', `Bearer ${token}`);
    else if (headers !== undefined) headers.authorization = `Bearer ${token}`;
    else (request as PlainRequest).headers = { authorization: `Bearer ${token}` };
    if (sink !== undefined) sink.secret = token;
    else if (!(request instanceof PlainRequest)) sentTokens.set(request, token);
  }
  let response: unknown;
  try {
    if (request.signal?.aborted) throw request.signal.reason;
    const pending =
      request instanceof PlainRequest
        ? config.fetch(url, { method, headers: request.headers, body: request.body, signal: request.signal, redirect: request.redirect })
        : config.fetch(request);
    response = await (config.honoursSignal ? pending : untilAborted(pending, request.signal));
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw await (await loadErrors()).fetchFailed(error, context, token);
  } finally {
    // A real Request is the one middleware sees; a PlainRequest's headers are the call's own.
    if (token && !(request instanceof PlainRequest)) (request.headers as Headers).delete('authorization');
  }
  if (!isResponse(response)) throw (await loadErrors()).notAResponse(context);
  const status = response.status;
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400 && response.headers.has('location'))) {
    throw await (await loadErrors()).redirected(response, context, token);
  }
  return response;
}

let errors: Promise<typeof import('./transport-errors.ts')> | undefined;

/** The transport's errors, loaded with the first one. */
function loadErrors(): Promise<typeof import('./transport-errors.ts')> {
  return (errors ??= withErrors(import('./transport-errors.ts')));
}
