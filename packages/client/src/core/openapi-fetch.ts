// The openapi-fetch side of a client, loaded on first need: named calls with a query string or
// extra headers (written as openapi-fetch writes them), with middleware (which sees openapi-fetch's
// real Requests and Responses) or with a body that is not JSON (bytes, media.ts), and the raw clients (`client.raw`, see raw.ts). Named calls without
// any of these go straight to the transport (client.ts) and never load openapi-fetch. The steps of a
// request it shares with the code loaded up front (transport, response reading, serializers) come
// in the client's context.
import createClient, { type Client, createFinalURL, createQuerySerializer, type Middleware, mergeHeaders } from 'openapi-fetch';
import type { CallContext, ClientContext, Method, OpenapiFetchAdapter, OperationDef, Sent } from './context.ts';
import { httpError, responseWithText } from './failure.ts';
import { checkJsonBody, typedRejections } from './raw.ts';
import { readSuccess, readText } from './response.ts';
import type { BaseCallOptions } from './types/call-options.ts';

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

/**
 * The request of one attempt of a named call with a query, extra headers or middleware: with
 * middleware, the attempt's result, made through openapi-fetch; else the URL and headers written as
 * openapi-fetch writes them.
 */
export async function prepare(
  context: ClientContext,
  op: OperationDef,
  path: Record<string, unknown> | undefined,
  body: unknown,
  serialized: string | undefined,
  callOptions: (BaseCallOptions & { query?: Record<string, unknown> }) | undefined,
  c: CallContext,
): Promise<{ data: unknown } | { url: string; headers: Headers }> {
  const query = callOptions?.query;
  const extra = callOptions?.headers;
  if (context.middlewares.length !== 0 || op.media !== undefined) {
    return { data: await context.untilAborted(adapterOf(context).attempt(op, path, body, query, extra, c), c.signal) };
  }
  return {
    url: createFinalURL(op.path, { baseUrl: context.baseUrl, params: { path, query }, querySerializer, pathSerializer: context.fillPath }),
    headers: mergeHeaders(serialized === undefined ? {} : { 'Content-Type': 'application/json' }, extra),
  };
}

/** The token each real Request (the raw client's, or with middleware) was sent with, for redaction. */
const sentTokens = new WeakMap<object, string>();

/** The openapi-fetch side of the client of `context`, made once. */
export function adapterOf(context: ClientContext): OpenapiFetchAdapter {
  if (context.adapter !== undefined) return context.adapter;
  const { authorize, accepted, refusedResponse, fetchFailed, untilAborted } = context;
  /**
   * Sends one real Request: origin check, `Authorization`, the user's fetch, redirect refusal. The
   * token goes on the request only while fetch takes it: middleware, which sees the same Request
   * before and after, never does. `sink` (a named call's context) notes the token for redaction.
   */
  const send = async (request: Request, sink?: { secret: string | undefined }): Promise<Response> => {
    const signal = request.signal;
    const sent: Sent = { method: request.method, url: request.url };
    const authorized = authorize(context, sent, signal);
    const token = typeof authorized === 'object' ? await authorized : authorized;
    if (token) {
      request.headers.set('authorization', `Bearer ${token}`);
      if (sink !== undefined) sink.secret = token;
      else sentTokens.set(request, token);
    }
    let response: Response;
    try {
      if (signal?.aborted) throw signal.reason;
      const pending = context.fetch(request);
      response = await (context.honoursSignal ? pending : untilAborted(pending, signal));
    } catch (error) {
      return fetchFailed(error, sent, token, signal);
    } finally {
      if (token) request.headers.delete('authorization');
    }
    return accepted(response) ? response : refusedResponse(response, sent, token);
  };
  const options = {
    baseUrl: context.baseUrl,
    redirect: 'manual' as const,
    fetch: (request: Request) => send(request),
    bodySerializer: context.serializeBody,
    pathSerializer: context.fillPath,
    querySerializer,
  };
  const loose = createClient<AnyPaths>(options);
  loose.use(...context.middlewares);
  // The raw client's check of every response (raw.ts): its size, and int64s JSON.parse would round.
  const check: Middleware = { onResponse: (params) => checkJsonBody(params, context, sentTokens) };
  return (context.adapter = {
    async attempt(op, path, body, query, headers, c) {
      const media = op.media === undefined ? undefined : await import('./media.ts');
      const bytesType = op.media?.body;
      // openapi-fetch reads error bodies itself; the transport keeps each one's exact text for us.
      let errorText: { response: Response; text: string; statusText: string } | undefined;
      const result = await loose.request(op.method, op.path, {
        params: { path, query: query as Record<string, unknown> | undefined },
        // Bytes go as the caller's bytes (checked first), with their media type unless the caller set one.
        ...(bytesType === undefined || media === undefined
          ? { body, headers: headers as Record<string, string> | undefined }
          : {
              body: media.bytesOf(body, c),
              bodySerializer: (bytes: unknown) => bytes,
              headers: mergeHeaders({ 'Content-Type': bytesType }, headers as HeadersInit | undefined),
            }),
        signal: c.signal,
        parseAs: 'stream',
        fetch: async (request: Request) => {
          const response = await send(request, c);
          if (response.ok) return response;
          const text = await readText(response, c);
          const copy = responseWithText(response, text);
          errorText = { response: copy, text, statusText: response.statusText };
          return copy;
        },
      });
      const response = result.response;
      c.url = response.url || c.url;
      c.response = response;
      const resultType = op.media?.result;
      if (response.ok) return resultType === undefined || media === undefined ? readSuccess(response, c) : media.readResult(response, c, resultType);
      const text = errorText?.response === response ? errorText.text : typeof result.error === 'string' ? result.error : (JSON.stringify(result.error) ?? '');
      throw httpError(response, text, c, errorText?.response === response ? errorText.statusText : response.statusText);
    },
    use: (...middleware) => loose.use(...middleware),
    raw<Paths extends {}>(middlewares: readonly Middleware[]): Client<Paths> {
      const raw = createClient<Paths>(options);
      raw.use(check, ...middlewares);
      return typedRejections(raw, context);
    },
  });
}
