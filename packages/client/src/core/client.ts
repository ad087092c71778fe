// A client of one API (`createCore`) and the lifecycle of each of its calls (`invoke`): the deadline,
// the retry loop, and each attempt (the request checked and written, the token, fetch, the response
// read). Only what a call that succeeds needs is here. The rest loads with the first call that needs
// it and gets what it uses of this code handed over in the client's context (context.ts), never by
// importing it: a failure (failure.ts, asking the retry policy in retry.ts), the server's release for
// an operation whose availability depends on it (release.ts), a request to look at closely (request-check.ts), `validate: true` (validation.ts), a query, extra
// headers, middleware or `raw` (openapi-fetch.ts), page iterators (paging.ts).
import type { Client, Middleware } from 'openapi-fetch';
import type { ApiDefinition, CallContext, ClientContext, Core, OperationDef, Shared } from './context.ts';
import { startDeadline, untilAborted } from './deadline.ts';
import { type CantonApiError, errorClasses, RequestError } from './errors.ts';
import { type ClientOptions, resolveRetryPolicy, settingsOf } from './options.ts';
import { jsonBodySerializer, pathParams, pathSerializer } from './request.ts';
import { readBody, readSuccess, readText, TooLarge } from './response.ts';
import type { ResolvedRetryPolicy } from './retry.ts';
import { accepted, authorize, fetchFailed, refusedResponse } from './transport.ts';
import type { BaseCallOptions, Int64Mode, Int64Tables, Invoke, PageIterator, PageOptions, Paginate } from './types.ts';

type CallOptions = BaseCallOptions & { query?: Record<string, unknown> };

/** Creates a client of `api`; throws a TypeError naming an option it cannot use. */
export function createCore<M extends Int64Mode>(api: ApiDefinition, options: ClientOptions<M>): Core {
  const settings = settingsOf(options);
  const { mode, timeoutMs, retry, logger } = settings;
  const middlewares: Middleware[] = [];
  // Every raw client handed out, so later middleware reaches them too.
  const raws: Client<{}>[] = [];
  // Every call reads where its 200 body holds int64 integers: a chunk of its own, requested when
  // the client is made, and read without waiting once it is there.
  let int64: Int64Tables | undefined;
  const int64Loading = api.loadInt64().then((tables) => (int64 = tables));
  int64Loading.catch(() => undefined); // a failure is reported by the calls that need the table
  const context: ClientContext = {
    ...shared,
    ...settings,
    api,
    options: options as ClientOptions<Int64Mode>,
    token: options.token,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    honoursSignal: options.fetch === undefined,
    middlewares,
    int64: int64Loading,
  };

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
      url: `${settings.baseUrl}${op.path}`,
    });
    const path = pathParams(op, pathValues, label, { operationId, method, url, attempts: 0 });
    let policy = retry;
    const callTimeoutMs = callOptions?.timeoutMs ?? timeoutMs;
    const deadline = startDeadline(callTimeoutMs, callOptions?.signal);
    const c: CallContext = {
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
      honoursSignal: context.honoursSignal,
      limit: settings.limit,
      overdue: deadline.overdue,
      secret: undefined,
      response: undefined,
      errors: context.errors,
    };
    let data: unknown;
    try {
      // The retry loop: attempts until one succeeds, or a failed one's error ends the call. What
      // follows a failure (its error; whether and when to try again) is failure.ts's, loaded with the
      // first failure, so that the first attempt of a call goes straight through.
      for (;;) {
        try {
          if (c.attempts === 0 && (op.versioned || callOptions?.retry !== undefined)) policy = await beforeFirst(op, callOptions, c);
          data = await attempt(op, path, body, callOptions, c);
          break;
        } catch (thrown) {
          const failure = await loadFailure().catch(() => undefined);
          if (failure === undefined) throw unloaded(thrown, c);
          await failure.retryOrThrow(thrown, c, deadline, callTimeoutMs, policy, logger, body);
        }
      }
    } finally {
      deadline.dispose();
    }
    return (full === true ? { data, response: c.response, request: { method, url: c.url } } : data) as R;
  };

  /** Before the first attempt: whether the server's release serves a `versioned` operation (release.ts), and the call's own retry policy. */
  async function beforeFirst(op: OperationDef, callOptions: CallOptions | undefined, c: CallContext): Promise<ResolvedRetryPolicy | false> {
    if (op.versioned) await (await untilAborted(loadRelease(), c.signal)).checkOperation(context, int64 ?? (await untilAborted(int64Loading, c.signal)), c);
    if (callOptions?.retry === undefined) return retry;
    try {
      return resolveRetryPolicy(callOptions.retry);
    } catch (error) {
      throw new RequestError(`${c.label}: ${(error as Error).message}.`, c);
    }
  }

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
    c: CallContext,
  ): Promise<unknown> {
    const signal = c.signal;
    // A signal that fired before this attempt (an aborted caller's signal) ends the call.
    if (signal.aborted) throw signal.reason;
    const operationId = c.operationId;
    const tables = int64 ?? (await untilAborted(int64Loading, signal));
    c.shape = tables.shapes[operationId]?.response;
    c.rounded = tables.rounded[operationId];
    c.write = tables.writes?.[operationId];
    if (mode === 'bigint') c.toBigInt = tables.toBigInt?.[operationId];
    const serialized = body === undefined ? undefined : jsonBodySerializer(body);
    // A request the generated checks flag (an int64 the server cannot take exactly, a deprecated
    // field), or whose body holds a `null` (how JSON writes NaN), is looked at closely before it goes.
    if (tables.request?.[operationId]?.(body, callOptions?.query, path) || serialized?.includes('null')) {
      const { inspectRequest } = await untilAborted(loadChecks(), signal);
      await inspectRequest(tables, { ...c, operation: operationId, logger, client: context }, body, callOptions?.query, path);
    }
    c.attempts++;
    const template = named[operationId]!.url;
    let url = path === undefined ? template : pathSerializer(template, path);
    // The runtime's fetch takes any HeadersInit, or none (an empty object costs it a fill).
    let headers: Record<string, string> | Headers | undefined = serialized === undefined ? undefined : { 'content-type': 'application/json' };
    if (options.validate === true) {
      c.validate = (await untilAborted((context.validatorOf ??= import('./validation.ts').then((m) => m.validatorsOf(api))), signal))(operationId);
    }
    if (middlewares.length !== 0 || callOptions?.query !== undefined || callOptions?.headers !== undefined) {
      const written = await (await untilAborted(loadAdapter(), signal)).prepare(context, op, path, body, serialized, callOptions, c);
      if ('data' in written) return written.data;
      ({ url, headers } = written);
    }
    // With `redirect: 'manual'` the response's URL is the request's.
    c.url = url;
    const sent = { method: c.method, url };
    const authorized = authorize(context, sent, signal);
    const token = typeof authorized === 'object' ? await authorized : authorized;
    if (token) {
      c.secret = token;
      if (headers instanceof Headers) headers.set('authorization', `Bearer ${token}`);
      else headers = { ...headers, authorization: `Bearer ${token}` };
    }
    // A user's fetch gets the Headers it always got.
    if (!context.honoursSignal && !(headers instanceof Headers)) headers = new Headers(headers);
    let response: Response;
    try {
      if (signal.aborted) throw signal.reason;
      const pending = context.fetch(url, { method: c.method, headers, body: serialized, signal, redirect: 'manual' });
      response = await (context.honoursSignal ? pending : untilAborted(pending, signal));
    } catch (error) {
      return fetchFailed(error, sent, token, signal);
    }
    if (!accepted(response)) return refusedResponse(response, sent, token);
    c.response = response;
    if (response.ok) return await readSuccess(response, c);
    const text = await readText(response, c);
    throw (await loadFailure()).httpError(response, text, c, response.statusText);
  }

  return {
    context,
    invoke,
    invokeWithResponse: (operationId, path, body, callOptions) => invoke(operationId, path, body, callOptions, true),
    raw<Paths extends {}>(): Client<Paths> {
      // The middleware registered so far, then whatever `use` adds, in order.
      const registered = [...middlewares];
      const raw = rawStandIn<Paths>(async () => (await loadAdapter()).adapterOf(context).raw<Paths>(registered));
      raws.push(raw);
      return raw;
    },
    use: (...added: Middleware[]) => {
      middlewares.push(...added);
      context.adapter?.use(...added);
      for (const raw of raws) raw.use(...added);
    },
  };
}

/** The code of this chunk that code loaded on demand uses, handed to it (see context.ts). */
export const shared: Shared = {
  errors: errorClasses,
  createCore,
  untilAborted,
  authorize,
  accepted,
  refusedResponse,
  fetchFailed,
  readBody,
  isTooLarge: (error): error is TooLarge => error instanceof TooLarge,
  readSuccess,
  readText,
  serializeBody: jsonBodySerializer,
  fillPath: pathSerializer,
  resolveRetryPolicy,
};

/** A loader of a module loaded on demand: import() on the first call, the same promise after it. */
function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

const loadFailure = onDemand(() => import('./failure.ts'));
const loadChecks = onDemand(() => import('./request-check.ts'));
const loadRelease = onDemand(() => import('./release.ts'));
const loadAdapter = onDemand(() => import('./openapi-fetch.ts'));
const loadPaging = onDemand(() => import('./paging.ts'));

/**
 * The error of a call whose failure handling (with the token's redaction) could not load, a chunk in
 * a browser: no retry. Once a token was sent, the error, which might quote it, is not passed on.
 */
function unloaded(thrown: unknown, c: CallContext): CantonApiError {
  if (c.secret !== undefined) return new RequestError(`${c.label} failed, and loading a part of the client failed too.`, { ...c });
  return thrown instanceof errorClasses.CantonApiError
    ? thrown
    : new RequestError(`${c.label} failed, and loading a part of the client failed too: ${String(thrown)}`, { ...c, cause: thrown });
}

/** `client.raw` until its first request makes the openapi-fetch client `load` gives; `use` and `eject` before it are replayed in order. */
function rawStandIn<Paths extends {}>(load: () => Promise<Client<Paths>>): Client<Paths> {
  let real: Record<string, (...args: unknown[]) => unknown> | undefined;
  let loading: Promise<unknown> | undefined;
  const queued: [string, Middleware[]][] = [];
  const stand: Record<string, unknown> = {};
  for (const name of 'GET PUT POST DELETE OPTIONS HEAD PATCH TRACE request use eject'.split(' ')) {
    stand[name] = (...args: unknown[]) =>
      real !== undefined
        ? real[name]!(...args)
        : name === 'use' || name === 'eject'
          ? void queued.push([name, args as Middleware[]])
          : (loading ??= load().then(
              (client) => {
                real = client as unknown as Record<string, (...args: unknown[]) => unknown>;
                for (const [verb, middleware] of queued) real[verb]!(...middleware);
                queued.length = 0;
              },
              (error: unknown) => {
                loading = undefined; // the next request tries again
                throw new RequestError(`Loading the raw client failed: ${String(error)}`, { cause: error });
              },
            )).then(() => real![name]!(...args));
  }
  return stand as unknown as Client<Paths>;
}

/** The page iterators of a client (the generated `create<Api>Methods`); their code (paging.ts) loads with the first iteration. */
export function paginate(operations: Readonly<Record<string, OperationDef>>, invoke: Invoke): Paginate {
  return <Item, Page>(operationId: string, request: object, options: PageOptions | undefined): PageIterator<Item, Page> => {
    const run = async function* <T>(yieldPages: boolean): AsyncGenerator<T, void, undefined> {
      const { iteratePages } = await loadPaging();
      yield* iteratePages<T>(invoke, errorClasses, operationId, operations[operationId]?.page, request, options, yieldPages);
    };
    return Object.assign(run<Item>(false), { pages: () => run<Page>(true) });
  };
}
