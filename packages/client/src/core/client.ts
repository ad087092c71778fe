// The machinery shared by the three clients: `invoke`, which runs one named call with auth, retries,
// a deadline and typed results or errors. Only what a plain call that succeeds needs is here: what
// some calls need (a deprecated operation, a call's own `retry`, `validate`, query strings, extra
// headers, middleware, `raw`) is in call-extras.ts, and failures in call-failure.ts, each loaded
// with the first call that needs it.
import type { Client, Middleware } from 'openapi-fetch';
import { parseBaseUrl, pathParams } from './arguments.ts';
import { warnDeprecatedOnce } from './deprecation.ts';
import { startDeadline } from './deadline.ts';
import { CantonApiError, RequestError } from './errors.ts';
import type { Int64Tables } from './int64.ts';
import type { OperationDef } from './operation.ts';
import { type ClientOptions, consoleLogger, defaultMaxResponseBytes, defaultTimeoutMs, type Logger } from './options.ts';
import { lazyRaw } from './raw-lazy.ts';
import { readBody, TooLarge } from './body.ts';
import { jsonBodySerializer, pathSerializer } from './serialize.ts';
import { httpError, loadHttpErrors, readSuccess, readText } from './response.ts';
import type { ResponseContext } from './response-context.ts';
import { resolveRetryPolicy } from './retry.ts';
import { accepted, authorize, fetchFailed, refusedResponse, type Sent, type TransportConfig, untilAborted } from './transport.ts';
import type { BaseCallOptions, Int64Mode, Invoke } from './types.ts';
import type { ValidatorTable } from './validation.ts';
import { withErrors } from './lazy-errors.ts';
import type { ClientState } from './call-extras.ts';

/** One API as the client factory of its subpath describes it. */
export interface ApiDefinition {
  name: string;
  operations: Readonly<Record<string, OperationDef>>;
  /** Its validators (`<api>-validators.gen.js`): every error, and the quick verdicts of the happy path. */
  loadValidators: () => Promise<{ validators: ValidatorTable; quickValidators?: ValidatorTable }>;
  /** Where each operation's 200 body holds int64 integers, and its check (`<api>-int64.gen.ts`). */
  loadInt64: () => Promise<Int64Tables>;
}

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
  /** The options the client was made with (a WebSocket stream reuses them: see src/ledger/stream-core.ts). */
  readonly options: ClientOptions<Int64Mode>;
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
  const timeoutMs = positive('timeoutMs', options.timeoutMs, defaultTimeoutMs);
  const maxResponseBytes = positive('maxResponseBytes', options.maxResponseBytes, defaultMaxResponseBytes);
  const retry = resolveRetryPolicy(options.retry);
  const logger = options.logger === false ? undefined : (options.logger ?? consoleLogger);
  const baseUrl = base.baseUrl;
  const middlewares: Middleware[] = [];
  // Every raw client handed out, so later middleware reaches them too.
  const raws: Client<{}>[] = [];
  // Every call reads where its 200 body holds int64 integers: a chunk of its own, requested when
  // the client is made, and read without waiting once it is there.
  let int64: Int64Tables | undefined;
  const int64Loading = api.loadInt64().then((tables) => (int64 = tables));
  int64Loading.catch(() => undefined); // a failure is reported by the calls that need the table
  // What call-extras.ts works with.
  const state: ClientState = { api, options, baseUrl, transport, logger, maxResponseBytes, middlewares, int64: int64Loading, shared };

  // The method, label and URL of each operation called, made once per client: not on every call.
  const named: Record<string, { method: string; label: string; url: string }> = Object.create(null);

  const invoke: Invoke = async <R>(
    operationId: string,
    pathValues: readonly unknown[] | undefined,
    body: unknown,
    callOptions: CallOptions | undefined,
    full?: boolean,
  ): Promise<R> => {
    const op = api.operations[operationId];
    if (op === undefined) throw new RequestError(`The ${api.name} API has no operation ${operationId}.`, { operationId });
    const { method, label, url } = (named[operationId] ??= {
      method: op.method.toUpperCase(),
      label: `${operationId} (${op.method.toUpperCase()} ${op.path})`,
      url: `${baseUrl}${op.path}`,
    });
    const context = { operationId, method, url, attempts: 0 };
    const path = pathParams(op, pathValues, label, context);
    let policy = retry;
    const callTimeoutMs = callOptions?.timeoutMs ?? timeoutMs;
    const deadline = startDeadline(callTimeoutMs, callOptions?.signal);
    const c: ResponseContext = {
      operationId,
      method,
      url,
      attempts: 0,
      label,
      signal: deadline.signal,
      mode,
      shape: undefined,
      rounded: undefined,
      validate: undefined,
      toBigInt: undefined,
      errorMedia: op.errorMedia,
      honoursSignal: transport.honoursSignal,
      limit: maxResponseBytes,
      overdue: deadline.overdue,
      secret: undefined,
      response: undefined,
    };
    let data: unknown;
    try {
      // The first attempt goes straight through; a failure (its error, retries) is handled by
      // call-failure.ts, loaded with the first one.
      try {
        // A deprecation warning, or the call's own retry policy.
        if (op.deprecation !== undefined || callOptions?.retry !== undefined) {
          policy = (await untilAborted(loadExtras(), c.signal)).before(state, op, context, callOptions?.retry, policy);
        }
        data = await attempt(op, path, body, callOptions, c);
      } catch (thrown) {
        const failure = await (failures ??= withErrors(import('./call-failure.ts'))).catch(() => undefined);
        if (failure === undefined) throw unloaded(thrown, c);
        data = await failure.recover(thrown, c, deadline, callTimeoutMs, policy, logger, () => attempt(op, path, body, callOptions, c));
      }
    } finally {
      deadline.dispose();
    }
    return (full === true ? { data, response: c.response, request: { method, url: c.url } } : data) as R;
  };

  /**
   * One attempt of a call. Every await of it is bounded by the call's deadline: loading a part of
   * the client, and middleware (which may never settle), are raced against the signal; the
   * runtime's fetch and the body reader end on the signal themselves, so nothing is raced there.
   * A part of the client that fails to load (a chunk in a browser) is a RequestError.
   */
  async function attempt(
    op: OperationDef,
    path: Record<string, unknown> | undefined,
    body: unknown,
    callOptions: CallOptions | undefined,
    c: ResponseContext,
  ): Promise<unknown> {
    const signal = c.signal;
    // A signal that fired before this attempt (an aborted caller's signal) ends the call.
    if (signal.aborted) throw signal.reason;
    const operationId = c.operationId;
    const tables = int64 ?? (await untilAborted(int64Loading, signal));
    c.shape = tables.shapes[operationId]?.response;
    c.rounded = tables.rounded[operationId];
    if (mode === 'bigint') c.toBigInt = tables.toBigInt?.[operationId];
    const serialized = body === undefined ? undefined : jsonBodySerializer(body);
    // A request the generated checks flag (an int64 the server cannot take exactly, a deprecated
    // field), or whose body holds a `null` (how JSON writes NaN), is looked at closely before it goes.
    if (tables.request?.[operationId]?.(body, callOptions?.query, path) || serialized?.includes('null')) {
      (await untilAborted(loadExtras(), signal)).inspect(state, c, body, callOptions?.query, path, tables);
    }
    c.attempts++;
    const template = named[operationId]!.url;
    let url = path === undefined ? template : pathSerializer(template, path);
    // The runtime's fetch takes any HeadersInit, or none (an empty object costs it a fill).
    let headers: Record<string, string> | Headers | undefined = serialized === undefined ? undefined : { 'content-type': 'application/json' };
    if (options.validate === true || middlewares.length !== 0 || callOptions?.query !== undefined || callOptions?.headers !== undefined) {
      const extras = await untilAborted(loadExtras(), signal);
      const written = await extras.prepare(state, op, path, body, serialized, callOptions, c);
      if ('data' in written) return written.data;
      ({ url, headers } = written);
    }
    // With `redirect: 'manual'` the response's URL is the request's.
    c.url = url;
    const sent: Sent = { method: c.method, url };
    const authorized = authorize(transport, sent, signal);
    const token = typeof authorized === 'object' ? await authorized : authorized;
    if (token) {
      c.secret = token;
      if (headers instanceof Headers) headers.set('authorization', `Bearer ${token}`);
      else headers = { ...headers, authorization: `Bearer ${token}` };
    }
    // A user's fetch gets the Headers it always got.
    if (!transport.honoursSignal && !(headers instanceof Headers)) headers = new Headers(headers);
    let response: Response;
    try {
      if (signal.aborted) throw signal.reason;
      const pending = transport.fetch(url, { method: c.method, headers, body: serialized, signal, redirect: 'manual' });
      response = await (transport.honoursSignal ? pending : untilAborted(pending, signal));
    } catch (error) {
      return fetchFailed(error, sent, token, signal);
    }
    if (!accepted(response)) return refusedResponse(response, sent, token);
    c.response = response;
    if (response.ok) return await readSuccess(response, c);
    throw await httpError(response, await readText(response, c), c, response.statusText);
  }

  return {
    api,
    mode,
    invoke,
    invokeWithResponse: (operationId, path, body, callOptions) => invoke(operationId, path, body, callOptions, true),
    logger,
    raw<Paths extends {}>(): Client<Paths> {
      // The middleware registered so far, then whatever `use` adds, in order.
      const registered = [...middlewares];
      const raw = lazyRaw<Paths>(async () => (await loadExtras()).raw<Paths>(state, registered));
      raws.push(raw);
      return raw;
    },
    use: (...added: Middleware[]) => {
      middlewares.push(...added);
      state.via?.use(...added);
      for (const raw of raws) raw.use(...added);
    },
    options: options as ClientOptions<Int64Mode>,
  };
}

// What some calls need (call-extras.ts), loaded with the first of them.
let extras: Promise<typeof import('./call-extras.ts')> | undefined;
const loadExtras = () => (extras ??= withErrors(import('./call-extras.ts')));

// The handling of failures (call-failure.ts), loaded with the first one.
let failures: Promise<typeof import('./call-failure.ts')> | undefined;

/**
 * The error of a call whose failure handling (with the token's redaction) could not load, a chunk in
 * a browser: no retry. Once a token was sent, the error, which might quote it, is not passed on.
 */
function unloaded(thrown: unknown, c: ResponseContext): CantonApiError {
  if (c.secret !== undefined) return new RequestError(`${c.label} failed, and loading a part of the client failed too.`, { ...c });
  return thrown instanceof CantonApiError
    ? thrown
    : new RequestError(`${c.label} failed, and loading a part of the client failed too: ${String(thrown)}`, { ...c, cause: thrown });
}

/** `value` (else `fallback`), a positive number: an option of `createCore`. */
function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!(chosen > 0)) throw new TypeError(`${name} must be a positive number, got ${String(value)}`);
  return chosen;
}

/** `secret` out of the message and stack of `error`, when the redaction module cannot load (as redact.ts, secrets of 4+ characters). */
export function unloadedRedaction<E extends Error>(error: E, secret: string): E {
  if (secret.length >= 4) {
    error.message = error.message.split(secret).join('[REDACTED]');
    if (typeof error.stack === 'string') error.stack = error.stack.split(secret).join('[REDACTED]');
  }
  return error;
}

// What call-extras.ts and via-openapi-fetch.ts use of the up-front code, handed to them (see there).
const shared = {
  resolveRetryPolicy,
  warnDeprecatedOnce,
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
};

type CallOptions = BaseCallOptions & { query?: Record<string, unknown> };
