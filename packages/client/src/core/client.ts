// The machinery shared by the three clients: openapi-fetch underneath, and `invoke`, which runs one
// named call with auth, retries, a deadline and typed results or errors.
import createClient, { type Client, createQuerySerializer, type Middleware } from 'openapi-fetch';
import { parseBaseUrl, pathParams } from './arguments.ts';
import { readBody, TooLarge } from './body.ts';
import { warnDeprecatedOnce } from './deprecation.ts';
import { type Deadline, startDeadline } from './deadline.ts';
import { AbortError, CantonApiError, RequestError, TimeoutError } from './errors.ts';
import type { Int64Tables } from './int64.ts';
import type { Method, OperationDef } from './operation.ts';
import { type ClientOptions, consoleLogger, defaultMaxResponseBytes, defaultTimeoutMs, type Logger } from './options.ts';
import { typedRejections } from './raw.ts';
import { redactLater } from './redact-lazy.ts';
import { jsonBodySerializer, pathSerializer } from './serialize.ts';
import { httpError, loadHttpErrors, readSuccess, readText } from './response.ts';
import type { ResponseContext, Validate } from './response-context.ts';
import { type ResolvedRetryPolicy, resolveRetryPolicy } from './retry.ts';
import { PlainRequest, send, sentTokens, type TransportConfig, untilAborted } from './transport.ts';
import type { BaseCallOptions, Int64Mode, Invoke } from './types.ts';
import type { ValidatorTable } from './validation.ts';

/** One API as the client factory of its subpath describes it. */
export interface ApiDefinition {
  name: string;
  operations: Readonly<Record<string, OperationDef>>;
  loadValidators: () => Promise<{ validators: ValidatorTable }>;
  /** Where each operation's 200 body holds int64 integers, and its check (`<api>-int64.gen.ts`). */
  loadInt64: () => Promise<Int64Tables>;
}

// openapi-fetch's types follow a `paths` interface; `invoke` calls operations by path string, so
// it uses an instance typed for any path. The instance users get (`raw`) is typed by the spec.
type AnyOperation = {
  parameters: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { default: { content: { 'application/json': unknown } } };
};
type AnyPaths = Record<string, Record<Method, AnyOperation>>;

/** The shared state of one client. */
export interface Core {
  readonly api: ApiDefinition;
  readonly mode: Int64Mode;
  readonly invoke: Invoke;
  /** `invoke` resolving to `{ data, response, request }` (the methods of `withResponse`). */
  readonly invokeWithResponse: Invoke;
  readonly logger: Logger | undefined;
  /** The openapi-fetch client typed by `Paths`, with the same auth, origin guard and middleware. */
  raw<Paths extends {}>(): Client<Paths>;
  /** Registers openapi-fetch middleware on named methods and `raw` alike. */
  use(...middleware: Middleware[]): void;
  /** What streams over WebSocket share with the HTTP calls (see src/core/websocket-stream.ts). */
  readonly stream: StreamCore;
}

/** The client's settings a WebSocket stream reuses: base URL, token, retries, int64 tables, validators. */
export interface StreamCore {
  readonly baseUrl: string;
  readonly token: ClientOptions<Int64Mode>['token'];
  readonly validate: boolean;
  /** True unless the client was given its own `fetch` (which a WebSocket would bypass). */
  readonly platformFetch: boolean;
  readonly retry: ResolvedRetryPolicy | false;
  readonly loadInt64: () => Promise<Int64Tables>;
  readonly loadValidators: () => Promise<{ validators: ValidatorTable }>;
  // The helpers a stream shares with HTTP calls, handed over rather than imported, so that the
  // bundler keeps them in the client's own chunk instead of splitting them into another one.
  readonly serialize: typeof jsonBodySerializer;
  readonly resolveRetry: typeof resolveRetryPolicy;
  readonly redact: typeof redactLater;
}

/** Creates the shared state of a client of `api`. */
export function createCore<M extends Int64Mode>(api: ApiDefinition, options: ClientOptions<M>): Core {
  if (typeof options?.baseUrl !== 'string') throw new TypeError('`baseUrl` (the API root URL) is required.');
  const base = parseBaseUrl(options.baseUrl);
  const transport: TransportConfig = {
    originPrefix: base.originPrefix,
    token: options.token,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    honoursSignal: options.fetch === undefined,
  };
  const mode: Int64Mode = options.int64 ?? 'number';
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  if (!(timeoutMs > 0)) throw new TypeError(`timeoutMs must be a positive number, got ${String(options.timeoutMs)}`);
  const maxResponseBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
  if (!(maxResponseBytes > 0)) throw new TypeError(`maxResponseBytes must be a positive number, got ${String(options.maxResponseBytes)}`);
  const retry = resolveRetryPolicy(options.retry);
  const logger = options.logger === false ? undefined : (options.logger ?? consoleLogger);
  const config = {
    baseUrl: base.baseUrl,
    redirect: 'manual' as const,
    fetch: (request: Request) => send(transport, request),
    bodySerializer: jsonBodySerializer,
    pathSerializer,
    // openapi-fetch's default, made once here instead of on every request.
    querySerializer: createQuerySerializer(),
  };
  const loose = createClient<AnyPaths>(config);
  // `use` of every raw client handed out, so later middleware reaches them too.
  const rawUses: ((...middleware: Middleware[]) => void)[] = [];
  const middlewares: Middleware[] = [];
  // Loaded on first use only, so clients without `validate: true` never fetch the validators chunk.
  let validation: Promise<(operationId: string) => Validate> | undefined;
  let validateFor: ((operationId: string) => Validate) | undefined;
  // Every call reads where its 200 body holds int64 integers: a chunk of its own, requested when
  // the client is made, and read without waiting once it is there.
  let int64: Int64Tables | undefined;
  const int64Loading = api.loadInt64().then((tables) => (int64 = tables));
  int64Loading.catch(() => undefined); // a failure is reported by the calls that need the table

  const invoke: Invoke = async <R>(
    operationId: string,
    pathValues: readonly unknown[] | undefined,
    body: unknown,
    callOptions: (BaseCallOptions & { query?: Record<string, unknown> }) | undefined,
    full?: boolean,
  ): Promise<R> => {
    const op = api.operations[operationId];
    if (op === undefined) throw new RequestError(`The ${api.name} API has no operation ${operationId}.`, { operationId });
    if (op.deprecation !== undefined) warnDeprecatedOnce(`${api.name}:${operationId}`, op.deprecation, logger);
    const method = op.method.toUpperCase();
    const label = `${operationId} (${method} ${op.path})`;
    const context = { operationId, method, url: `${config.baseUrl}${op.path}`, attempts: 0 };
    const path = pathParams(op, pathValues, label, context);
    if (options.validate === true) {
      validation ??= Promise.all([api.loadValidators(), import('./validation.ts')]).then(
        ([generated, helpers]) =>
          (validateFor = (id: string) => (status: number, data: unknown) => helpers.validateBody(generated.validators, id, status, data)),
      );
    }
    let policy = retry;
    if (callOptions?.retry !== undefined) {
      try {
        policy = resolveRetryPolicy(callOptions.retry);
      } catch (error) {
        throw new RequestError(`${label}: ${(error as Error).message}.`, context);
      }
    }
    const deadline = startDeadline(callOptions?.timeoutMs ?? timeoutMs, callOptions?.signal);
    const c: ResponseContext = {
      ...context,
      label,
      signal: deadline.signal,
      mode,
      shape: undefined,
      rounded: undefined,
      validate: undefined,
      errorMedia: op.errorMedia,
      honoursSignal: transport.honoursSignal,
      limit: maxResponseBytes,
      overdue: deadline.overdue,
      secret: undefined,
      response: undefined,
    };
    try {
      for (;;) {
        if (deadline.signal.aborted) throw asClientError(deadline.signal.reason, c, deadline, callOptions?.timeoutMs ?? timeoutMs);
        c.attempts++;
        try {
          // Here, a part of the client that fails to load (a chunk in a browser) is a RequestError.
          // Every await of a call is bounded by its deadline: loading a part of the client, and
          // middleware (which may never settle), are raced against the signal; with neither, the
          // transport and the body reader end on the signal themselves, so nothing is raced.
          if (validation !== undefined) c.validate = (validateFor ?? (await untilAborted(validation, deadline.signal)))(operationId);
          const tables = int64 ?? (await untilAborted(int64Loading, deadline.signal));
          c.shape = tables.shapes[operationId]?.response;
          c.rounded = tables.rounded[operationId];
          const pending = attempt(op, path, body, callOptions, c);
          // The body is the server's JSON: typed by the spec, checked against it with `validate`.
          const data = await (middlewares.length === 0 ? pending : untilAborted(pending, deadline.signal));
          return (full === true ? { data, response: c.response, request: { method, url: c.url } } : data) as R;
        } catch (thrown) {
          let error = asClientError(thrown, c, deadline, callOptions?.timeoutMs ?? timeoutMs);
          if (c.secret !== undefined) error = await redactLater(error, c.secret);
          // A retry module that fails to load (a chunk in a browser) means no retry, not another error.
          const decide = await (retrying ??= import('./retry-verdict.ts')).catch(() => undefined);
          if (decide === undefined) throw error;
          const { retryVerdict, sleep } = decide;
          const verdict = retryVerdict(policy, error, c.attempts, deadline.remaining(), Date.now());
          if ('stop' in verdict) {
            if (verdict.stop !== undefined) error.message += ` ${verdict.stop}`;
            throw error;
          }
          logger?.debug?.(`${c.label}: retrying in ${Math.round(verdict.wait)} ms after ${error.name}`);
          try {
            await sleep(verdict.wait, deadline.signal);
          } catch (aborted) {
            throw asClientError(aborted, c, deadline, callOptions?.timeoutMs ?? timeoutMs);
          }
        }
      }
    } finally {
      deadline.dispose();
    }
  };

  async function attempt(
    op: OperationDef,
    path: Record<string, unknown> | undefined,
    body: unknown,
    callOptions: (BaseCallOptions & { query?: Record<string, unknown> }) | undefined,
    c: ResponseContext,
  ): Promise<unknown> {
    // openapi-fetch reads error bodies itself; the transport keeps each one's exact text for us.
    let errorText: { response: Response; text: string; statusText: string } | undefined;
    const result = await loose.request(op.method, op.path, {
      params: { path, query: callOptions?.query },
      body,
      headers: callOptions?.headers,
      signal: c.signal,
      parseAs: 'stream',
      // A plain request object unless middleware is registered, which must see a real Request.
      // openapi-fetch types this option as the Request class; it only calls `new` on it.
      Request: middlewares.length === 0 ? (PlainRequest as unknown as typeof Request) : undefined,
      fetch: async (request: Request) => {
        const response = await send(transport, request, c);
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
  }

  const use = (...added: Middleware[]) => {
    middlewares.push(...added);
    loose.use(...added);
    for (const rawUse of rawUses) rawUse(...added);
  };

  return {
    api,
    mode,
    invoke,
    invokeWithResponse: (operationId, path, body, callOptions) => invoke(operationId, path, body, callOptions, true),
    logger,
    raw<Paths extends {}>(): Client<Paths> {
      const raw = createClient<Paths>(config);
      // The raw client's int64 check (int64-guard.ts), loaded with the first response it sees.
      const int64Guard: Middleware = {
        onResponse: async (params) =>
          (await (guard ??= import('./int64-guard.ts'))).checkJsonBody(params, api.operations, int64Loading, {
            limit: maxResponseBytes,
            honoursSignal: transport.honoursSignal,
            readBody,
            isTooLarge: (error): error is TooLarge => error instanceof TooLarge,
            sentTokens,
          }),
      };
      raw.use(int64Guard, ...middlewares);
      rawUses.push((...added) => raw.use(...added));
      return typedRejections(raw, config.baseUrl, api.operations);
    },
    use,
    stream: {
      baseUrl: base.baseUrl,
      token: options.token,
      validate: options.validate === true,
      platformFetch: transport.honoursSignal,
      retry,
      loadInt64: () => int64Loading,
      loadValidators: api.loadValidators,
      serialize: jsonBodySerializer,
      resolveRetry: resolveRetryPolicy,
      redact: redactLater,
    },
  };
}

// The retry decision, loaded with the first failure.
let retrying: Promise<typeof import('./retry-verdict.ts')> | undefined;

// Imported once, not on every response of a raw client.
let guard: Promise<typeof import('./int64-guard.ts')> | undefined;

/** Every failure as one of our classes; the deadline decides between AbortError and TimeoutError. */
function asClientError(thrown: unknown, c: ResponseContext, deadline: Deadline, timeoutMs: number): CantonApiError {
  const cause = deadline.cause();
  if (cause === 'timeout') {
    return new TimeoutError(`${c.label} did not complete within ${timeoutMs} ms (${c.attempts} attempt(s)).`, { ...c, timeoutMs });
  }
  if (cause === 'abort') {
    return new AbortError(`${c.label} was aborted by the caller's signal.`, { ...c, cause: deadline.abortReason() });
  }
  if (thrown instanceof CantonApiError) {
    thrown.attempts = c.attempts;
    // The transport's errors know the request, not the operation.
    const fields = thrown as { operationId: string | undefined; url: string | undefined };
    fields.operationId ??= c.operationId;
    fields.url ??= c.url;
    return thrown;
  }
  return new RequestError(`${c.label}: a middleware, the body serializer or loading a part of the client failed: ${String(thrown)}`, { ...c, cause: thrown });
}
