// The openapi-fetch side of a client, loaded on first need: named calls with a query string or
// extra headers (written as openapi-fetch writes them), with middleware (which sees openapi-fetch's
// real Requests and Responses) or with a body that is not JSON (bytes, media.ts, which loads with this module), and the raw clients
// (`client.raw`, see raw.ts). Named calls without any of these go straight to the transport (invoke.ts)
// and never load openapi-fetch. The steps of a request it shares with the code loaded up front
// (transport, serializers) come in the client's runtime.
import createClient, { type Client, createFinalURL, createQuerySerializer, type Middleware, mergeHeaders } from 'openapi-fetch';
import type { Call } from './call.ts';
import type { ClientRuntime, Method, Sent } from './context.ts';
import { httpError, notJson, readFailure, responseWithText } from './failure.ts';
import { finishBody } from './int64.ts';
import { bytesOf, readResult } from './media.ts';
import { checkJsonBody, typedRejections } from './raw.ts';
import { readSuccess, readText, type ResponseParts } from './response.ts';

// openapi-fetch's types follow a `paths` interface; named calls go by path string, so they use an
// instance typed for any path. The instance users get (`raw`) is typed by the spec.
type AnyOperation = {
  parameters: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { default: { content: { 'application/json': unknown } } };
};
type AnyPaths = Record<string, Record<Method, AnyOperation>>;

/** openapi-fetch's default query serializer, made once. */
const querySerializer = createQuerySerializer();

/** What the response readers may need: this module loads with it (raw.ts needs it too). */
const parts: ResponseParts = { failure: async () => ({ readFailure, notJson }), int64: async () => ({ finishBody }) };

/**
 * The request of one attempt of a named call with a query, extra headers, middleware or a body that
 * is not JSON (media.ts): with middleware or such a body, the attempt's result, made through
 * openapi-fetch; else the URL and headers written as openapi-fetch writes them.
 */
export async function prepare(call: Call, serialized: string | undefined): Promise<{ data: unknown } | { url: string; headers: Headers }> {
  const { runtime, operation, path, options, deadline } = call.plan;
  if (runtime.middlewares.length !== 0 || operation.definition.media !== undefined) {
    return { data: await runtime.untilAborted(adapterOf(runtime).attempt(call), deadline.signal) };
  }
  return {
    url: createFinalURL(operation.definition.path, {
      baseUrl: runtime.baseUrl,
      params: { path, query: options?.query },
      querySerializer,
      pathSerializer: runtime.fillPath,
    }),
    headers: mergeHeaders(serialized === undefined ? {} : { 'Content-Type': 'application/json' }, options?.headers),
  };
}

/** The openapi-fetch side of one client. */
export interface Adapter {
  /** One attempt of a named call through openapi-fetch and its middleware. */
  attempt(call: Call): Promise<unknown>;
  /** Registers middleware on the named calls' openapi-fetch client. */
  use(...middleware: Middleware[]): void;
  /** A raw client typed by `Paths`, with the int64 check and `middlewares` registered. */
  raw<Paths extends {}>(middlewares: readonly Middleware[]): Client<Paths>;
}

/**
 * Sends one real Request: origin check, `Authorization`, the user's fetch, redirect refusal. The token
 * goes on the request only while fetch takes it: middleware, which sees the same Request before and
 * after, never does. `call` (a named call's) notes the token for redaction.
 */
type Send = (request: Request, call?: Call) => Promise<Response>;

/** The token each real Request (the raw client's, or with middleware) was sent with, for redaction. */
const sentTokens = new WeakMap<object, string>();

/** The openapi-fetch side of each client, once made. */
const adapters = new WeakMap<ClientRuntime, Adapter>();

/** The openapi-fetch side of the client of `runtime`, made once. */
export function adapterOf(runtime: ClientRuntime): Adapter {
  const made = adapters.get(runtime);
  if (made !== undefined) return made;
  const { authorize, accepted, refusedResponse, fetchFailed, untilAborted } = runtime;
  const send: Send = async (request, call) => {
    const signal = request.signal;
    const sent: Sent = { method: request.method, url: request.url };
    const authorized = authorize(runtime, sent, signal);
    const token = typeof authorized === 'object' ? await authorized : authorized;
    if (token) {
      request.headers.set('authorization', `Bearer ${token}`);
      if (call !== undefined) call.token = token;
      else sentTokens.set(request, token);
    }
    let response: Response;
    try {
      if (signal?.aborted) throw signal.reason;
      const pending = runtime.fetch(request);
      response = await (runtime.honoursSignal ? pending : untilAborted(pending, signal));
    } catch (error) {
      return fetchFailed(error, sent, token, signal);
    } finally {
      if (token) request.headers.delete('authorization');
    }
    return accepted(response) ? response : refusedResponse(response, sent, token);
  };
  const options = {
    baseUrl: runtime.baseUrl,
    redirect: 'manual' as const,
    fetch: (request: Request) => send(request),
    bodySerializer: runtime.serializeBody,
    pathSerializer: runtime.fillPath,
    querySerializer,
  };
  const loose = createClient<AnyPaths>(options);
  loose.use(...runtime.middlewares);
  // The raw client's check of every response (raw.ts): its size, and int64s JSON.parse would round.
  const check: Middleware = { onResponse: (params) => checkJsonBody(params, runtime, sentTokens) };
  const adapter: Adapter = {
    attempt: (call) => attemptThrough(loose, send, call),
    use: (...middleware) => loose.use(...middleware),
    raw<Paths extends {}>(middlewares: readonly Middleware[]): Client<Paths> {
      const raw = createClient<Paths>(options);
      raw.use(check, ...middlewares);
      return typedRejections(raw, runtime);
    },
  };
  adapters.set(runtime, adapter);
  return (runtime.adapter = adapter);
}

/** One attempt of a named call through `loose`, the client's openapi-fetch client for any path, and its middleware. */
async function attemptThrough(loose: Client<AnyPaths>, send: Send, call: Call): Promise<unknown> {
  const { operation, path, body, options, deadline } = call.plan;
  const { definition } = operation;
  const bytesType = definition.media?.body;
  const headers = options?.headers;
  // openapi-fetch reads error bodies itself; the transport keeps each one's exact text for us.
  let errorText: { response: Response; text: string; statusText: string } | undefined;
  const result = await loose.request(definition.method, definition.path, {
    params: { path, query: options?.query },
    // Bytes go as the caller's bytes (checked first), with their media type unless the caller set one.
    ...(bytesType === undefined
      ? { body, headers }
      : { body: bytesOf(body, call), bodySerializer: (bytes: unknown) => bytes, headers: mergeHeaders({ 'Content-Type': bytesType }, headers) }),
    signal: deadline.signal,
    parseAs: 'stream',
    fetch: async (request: Request) => {
      const response = await send(request, call);
      if (response.ok) return response;
      const text = await readText(response, call, parts);
      const copy = responseWithText(response, text);
      errorText = { response: copy, text, statusText: response.statusText };
      return copy;
    },
  });
  const response = result.response;
  call.url = response.url || call.url;
  call.response = response;
  const resultType = definition.media?.result;
  if (response.ok) return resultType === undefined ? readSuccess(response, call, parts) : readResult(response, call, resultType);
  const text = errorText?.response === response ? errorText.text : typeof result.error === 'string' ? result.error : (JSON.stringify(result.error) ?? '');
  throw httpError(response, text, call, errorText?.response === response ? errorText.statusText : response.statusText);
}
