// The openapi-fetch side of a client, loaded on first need: `raw` clients, and named calls once
// middleware is registered (middleware sees openapi-fetch's real Requests and Responses). Named
// calls without middleware go straight to the transport (client.ts) and never load this module.
// What it shares with the code loaded up front (transport, response reading, serializers) is handed
// in rather than imported, so that the up-front code stays one chunk.
import createClient, { type Client, createQuerySerializer, type Middleware } from 'openapi-fetch';
import type { readBody, TooLarge } from './body.ts';
import type { OperationDef } from './operation.ts';
import { typedRejections } from './raw.ts';
import type { httpError, loadHttpErrors, readSuccess, readText } from './response.ts';
import type { ResponseContext } from './response-context.ts';
import type { jsonBodySerializer, pathSerializer } from './serialize.ts';
import type { accepted, authorize, fetchFailed, refusedResponse, Sent, TransportConfig, untilAborted } from './transport.ts';
import type { Int64Tables } from './int64.ts';
import type { Method } from './operation.ts';

// openapi-fetch's types follow a `paths` interface; named calls go by path string, so they use an
// instance typed for any path. The instance users get (`raw`) is typed by the spec.
type AnyOperation = {
  parameters: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { default: { content: { 'application/json': unknown } } };
};
type AnyPaths = Record<string, Record<Method, AnyOperation>>;

/** What a client hands this module: its base URL, transport and the limits of raw responses. */
export interface ViaOpenapiFetchConfig {
  baseUrl: string;
  transport: TransportConfig;
  operations: Readonly<Record<string, OperationDef>>;
  int64: Promise<Int64Tables>;
  maxResponseBytes: number;
  /** The middleware registered so far, in order. */
  middlewares: readonly Middleware[];
  /** The up-front code this module uses. */
  shared: Shared;
}

/** The functions of the up-front modules that this one uses. */
export interface Shared {
  authorize: typeof authorize;
  accepted: typeof accepted;
  refusedResponse: typeof refusedResponse;
  fetchFailed: typeof fetchFailed;
  readBody: typeof readBody;
  TooLarge: typeof TooLarge;
  readSuccess: typeof readSuccess;
  readText: typeof readText;
  httpError: typeof httpError;
  loadHttpErrors: typeof loadHttpErrors;
  jsonBodySerializer: typeof jsonBodySerializer;
  pathSerializer: typeof pathSerializer;
  untilAborted: typeof untilAborted;
}

/** The openapi-fetch side of one client. */
export interface ViaOpenapiFetch {
  /** One attempt of a named call through openapi-fetch and its middleware. */
  attempt(op: OperationDef, path: Record<string, unknown> | undefined, body: unknown, query: unknown, headers: unknown, c: ResponseContext): Promise<unknown>;
  /** Registers middleware on the named calls' instance. */
  use(...middleware: Middleware[]): void;
  /** A raw client typed by `Paths`, with the int64 check and `middlewares` registered. */
  raw<Paths extends {}>(middlewares: readonly Middleware[]): Client<Paths>;
}

/** The token each real Request (the raw client's, or with middleware) was sent with, for redaction. */
const sentTokens = new WeakMap<object, string>();

// Imported once, not on every response of a raw client.
let guard: Promise<typeof import('./int64-guard.ts')> | undefined;

/** The openapi-fetch side of a client with `config`. */
export function viaOpenapiFetch(config: ViaOpenapiFetchConfig): ViaOpenapiFetch {
  const { transport } = config;
  const {
    authorize,
    accepted,
    refusedResponse,
    fetchFailed,
    readBody,
    TooLarge,
    readSuccess,
    readText,
    httpError,
    loadHttpErrors,
    jsonBodySerializer,
    pathSerializer,
    untilAborted,
  } = config.shared;
  /**
   * Sends one real Request: origin check, `Authorization`, the user's fetch, redirect refusal. The
   * token goes on the request only while fetch takes it: middleware, which sees the same Request
   * before and after, never does. `sink` (a named call's context) notes the token for redaction.
   */
  const send = async (request: Request, sink?: { secret: string | undefined }): Promise<Response> => {
    const signal = request.signal;
    const sent: Sent = { method: request.method, url: request.url };
    const authorized = authorize(transport, sent, signal);
    const token = typeof authorized === 'object' ? await authorized : authorized;
    if (token) {
      request.headers.set('authorization', `Bearer ${token}`);
      if (sink !== undefined) sink.secret = token;
      else sentTokens.set(request, token);
    }
    let response: Response;
    try {
      if (signal?.aborted) throw signal.reason;
      const pending = transport.fetch(request);
      response = await (transport.honoursSignal ? pending : untilAborted(pending, signal));
    } catch (error) {
      return fetchFailed(error, sent, token, signal);
    } finally {
      if (token) request.headers.delete('authorization');
    }
    return accepted(response) ? response : refusedResponse(response, sent, token);
  };
  const options = {
    baseUrl: config.baseUrl,
    redirect: 'manual' as const,
    fetch: (request: Request) => send(request),
    bodySerializer: jsonBodySerializer,
    pathSerializer,
    // openapi-fetch's default, made once here instead of on every request.
    querySerializer: createQuerySerializer(),
  };
  const loose = createClient<AnyPaths>(options);
  loose.use(...config.middlewares);
  // The raw client's int64 check (int64-guard.ts), loaded with the first response it sees.
  const int64Guard: Middleware = {
    onResponse: async (params) =>
      (await (guard ??= import('./int64-guard.ts'))).checkJsonBody(params, config.operations, config.int64, {
        limit: config.maxResponseBytes,
        honoursSignal: transport.honoursSignal,
        readBody,
        isTooLarge: (error): error is { limit: number } => error instanceof TooLarge,
        sentTokens,
      }),
  };
  return {
    async attempt(op, path, body, query, headers, c) {
      // openapi-fetch reads error bodies itself; the transport keeps each one's exact text for us.
      let errorText: { response: Response; text: string; statusText: string } | undefined;
      const result = await loose.request(op.method, op.path, {
        params: { path, query: query as Record<string, unknown> | undefined },
        body,
        headers: headers as Record<string, string> | undefined,
        signal: c.signal,
        parseAs: 'stream',
        fetch: async (request: Request) => {
          const response = await send(request, c);
          if (response.ok) return response;
          const text = await readText(response, c);
          const copy = (await loadHttpErrors()).responseWithText(response, text);
          errorText = { response: copy, text, statusText: response.statusText };
          return copy;
        },
      });
      const response = result.response;
      c.url = response.url || c.url;
      c.response = response;
      if (response.ok) return readSuccess(response, c);
      const text = errorText?.response === response ? errorText.text : typeof result.error === 'string' ? result.error : (JSON.stringify(result.error) ?? '');
      throw await httpError(response, text, c, errorText?.response === response ? errorText.statusText : response.statusText);
    },
    use: (...middleware) => loose.use(...middleware),
    raw<Paths extends {}>(middlewares: readonly Middleware[]): Client<Paths> {
      const raw = createClient<Paths>(options);
      raw.use(int64Guard, ...middlewares);
      return typedRejections(raw, options.baseUrl, config.operations, untilAborted);
    },
  };
}
