// A client of one API (`createCore`) and the lifecycle of each of its calls (`invoke`): the deadline,
// the retry loop, and each attempt (the request checked and written, the token, fetch, the response
// read). Only what a call that succeeds needs is here. The rest loads with the first call that needs
// it and gets what it uses of this code handed over in the client's context (context.ts), never by
// importing it: a failure (failure.ts, asking the retry policy in retry.ts), a body that is not JSON
// (media.ts, through openapi-fetch.ts), the server's release for
// an operation whose availability depends on it (release.ts), a request to look at closely (request-check.ts), `validate: true` (validation.ts), a query, extra
// headers, middleware or `raw` (openapi-fetch.ts), page iterators (paging.ts).
import type { Client, Middleware } from 'openapi-fetch';
import type { ApiDefinition, CallContext, ClientContext, Core, OperationDef, Shared } from './context.ts';
import { startDeadline, untilAborted } from './deadline.ts';
import { type CantonApiError, errorClasses, RequestError } from './errors.ts';
import { type ClientOptions, resolveRetryPolicy, settingsOf } from './options.ts';
import { jsonBodySerializer, pathParams, pathSerializer } from './request.ts';
import type { ResolvedRetryPolicy } from './retry.ts';
import { accepted, authorize, fetchFailed, refusedResponse } from './transport.ts';
import type { BaseCallOptions, Invoke } from './types/call-options.ts';
import type { Int64Mode } from './types/int64.ts';
import type { OperationTable } from './types/operation-table.ts';
import type { PageIterator, PageOptions } from './types/paging.ts';

type CallOptions = BaseCallOptions & { query?: Record<string, unknown> };

/** Creates a client of `api`; throws a TypeError naming an option it cannot use. */
export function createCore<M extends Int64Mode>(api: ApiDefinition, options: ClientOptions<M>): Core {
  const settings = settingsOf(options);
  const { mode, timeoutMs, retry, logger } = settings;
  const middlewares: Middleware[] = [];
  // Every raw client handed out, so later middleware reaches them too.
  const raws: Client<{}>[] = [];
  // Every call reads its operation's row of the operation table: a chunk of its own, requested when
  // the client is made, and read without waiting once it is there.
  let table: OperationTable | undefined;
  const tableLoading = api.loadOperations().then((loaded) => (table = loaded));
  loadResponse().catch(() => undefined); // a failure is reported by the call that reads an answer
  tableLoading.catch(() => undefined); // a failure is reported by the calls that need the table
  const context: ClientContext = {
    ...shared,
    ...settings,
    api,
    options: options as ClientOptions<Int64Mode>,
    token: options.token,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    honoursSignal: options.fetch === undefined,
    middlewares,
    operationTable: tableLoading,
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
    let policy = retry;
    const callTimeoutMs = callOptions?.timeoutMs ?? timeoutMs;
    const deadline = startDeadline(callTimeoutMs, callOptions?.signal);
    // Named once the operation is known: its row of the operation table, which loads on demand.
    const c: CallContext = {
      operationId,
      method: '',
      url: '',
      attempts: 0,
      label: operationId,
      signal: deadline.signal,
      mode,
      shape: undefined,
      rounded: undefined,
      validate: undefined,
      toBigInt: undefined,
      errorMedia: undefined,
      honoursSignal: context.honoursSignal,
      untilAborted,
      limit: settings.limit,
      overdue: deadline.overdue,
      secret: undefined,
      response: undefined,
      errors: context.errors,
    };
    let op: OperationDef | undefined;
    let path: Record<string, unknown> | undefined;
    let data: unknown;
    try {
      // The retry loop: attempts until one succeeds, or a failed one's error ends the call. What
      // follows a failure (its error; whether and when to try again) is failure.ts's, loaded with the
      // first failure, so that the first attempt of a call goes straight through.
      for (;;) {
        try {
          if (op === undefined) {
            // The table was requested when the client was made: only a call made before it is there waits, within its deadline.
            op = (table ?? (await untilAborted(tableLoading, c.signal))).operations[operationId];
            if (op === undefined) throw new RequestError(`${api.name} has no operation '${operationId}'.`, { operationId });
            // Stored one by one: the call context keeps its shape.
            ({
              method: c.method,
              label: c.label,
              url: c.url,
            } = named[operationId] ??= {
              method: op.method.toUpperCase(),
              label: `${operationId} (${op.method.toUpperCase()} ${op.path})`,
              url: `${settings.baseUrl}${op.path}`,
            });
            c.errorMedia = op.errorMedia;
            path = pathParams(op, pathValues, c.label, c);
            if (op.versioned || callOptions?.retry !== undefined) policy = await beforeFirst(op, callOptions, c);
          }
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
    return (full === true ? { data, response: c.response, request: { method: c.method, url: c.url } } : data) as R;
  };

  /** Before the first attempt: whether the server's release serves a `versioned` operation (release.ts), and the call's own retry policy. */
  async function beforeFirst(op: OperationDef, callOptions: CallOptions | undefined, c: CallContext): Promise<ResolvedRetryPolicy | false> {
    if (op.versioned) await (await untilAborted(loadRelease(), c.signal)).checkOperation(context, table ?? (await untilAborted(tableLoading, c.signal)), c);
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
    const known = table ?? (await untilAborted(tableLoading, signal));
    c.shape = known.int64[operationId]?.response;
    c.rounded = known.rounded[operationId];
    c.write = known.writes?.[operationId];
    if (mode === 'bigint') c.toBigInt = known.toBigInt?.[operationId];
    // A body of bytes (`media`) is never JSON: openapi-fetch.ts sends it (media.ts).
    const serialized = body === undefined || op.media ? undefined : jsonBodySerializer(body);
    // A request the generated checks flag (an int64 the server cannot take exactly, a deprecated
    // field), or whose body holds a `null` (how JSON writes NaN), is looked at closely before it goes.
    if (known.requestChecks?.[operationId]?.(body, callOptions?.query, path) || serialized?.includes('null')) {
      const { inspectRequest } = await untilAborted(loadChecks(), signal);
      await inspectRequest(known, { ...c, operation: operationId, logger, client: context }, body, callOptions?.query, path);
    }
    c.attempts++;
    const template = named[operationId]!.url;
    let url = path === undefined ? template : pathSerializer(template, path);
    // The runtime's fetch takes any HeadersInit, or none (an empty object costs it a fill).
    let headers: Record<string, string> | Headers | undefined = serialized === undefined ? undefined : { 'content-type': 'application/json' };
    if (options.validate === true) {
      c.validate = (await untilAborted((context.validatorOf ??= import('./validation.ts').then((m) => m.validatorsOf(api))), signal))(operationId);
    }
    if (op.media || middlewares.length !== 0 || callOptions?.query !== undefined || callOptions?.headers !== undefined) {
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
    // The body readers load with the client (see loadResponse), before any answer can come.
    const read = responses ?? (await untilAborted(loadResponse(), signal));
    if (response.ok) return await read.readSuccess(response, c);
    const text = await read.readText(response, c);
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
/** The body readers (response.ts): on demand, requested when a client is made, kept once there. */
let responses: typeof import('./response.ts') | undefined;
const loadResponse = onDemand(() => import('./response.ts').then((m) => (responses = m)));
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

type Operations = OperationTable['operations'];

/** A method once its operation is known: its path parameter, body and options, as the operation takes them. */
type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * The methods of `api` bound to `invoke` (the generated `create<Api>Methods`), on the object `own`
 * with its members. Up front there is only the form of their names (`api.methods`), so the code
 * loaded up front does not grow with the API's operations: a name of that form reads as a method,
 * kept on the object (not enumerable: the same function on every read). Its first call finds what the
 * operation takes in the operation table loaded on demand (requested here, when the client is made), and later
 * calls go straight to `invoke`; a name the API has no operation of rejects with a RequestError, and
 * sends nothing. `in` is true for every name of the form. Any other name reads as on a plain object:
 * `then` is undefined (the client is no thenable), and no probe of a test framework reads as a method.
 */
export function methodsOf<T extends object>(api: ApiDefinition, invoke: Invoke, own: object = {}): T {
  let operations: Operations | undefined;
  // Requested now, with the client. A table that fails to load leaves every call to `invoke`, which reports it.
  const loading = api.loadOperations().then(
    (table) => (operations = table.operations),
    (): Operations => ({}),
  );
  const fits = (name: string | symbol): name is string => typeof name === 'string' && api.methods.test(name);
  // What an operation takes before its options: a path parameter, a body, both or neither. A name the
  // API has no operation of goes to `invoke` alone, which rejects it before sending anything.
  const resolve = (name: string, op: OperationDef | undefined): Method => {
    const body = op?.body;
    return op === undefined
      ? () => invoke(name, undefined, undefined, undefined)
      : op.pathParams.length > 1
        ? (...args) => {
            // Several path parameters (`/…/{synchronizer}/party/{party}`): the first ones, in path order.
            const n = op.pathParams.length;
            return invoke(name, args.slice(0, n), body ? args[n] : undefined, args[body ? n + 1 : n] as CallOptions | undefined);
          }
        : op.pathParams.length > 0
          ? (path, b, c) => invoke(name, [path], body ? b : undefined, (body ? c : b) as CallOptions | undefined)
          : (a, b) => invoke(name, undefined, body ? a : undefined, (body ? b : a) as CallOptions | undefined);
  };
  const make = (name: string): unknown => {
    if (name.startsWith('iterate')) return (request: object, options?: PageOptions) => pages(api, invoke, name, request, options);
    let call: Method | undefined;
    // A call made before the table is there waits for it: which argument holds its options is in it.
    return (a?: unknown, b?: unknown, c?: unknown, d?: unknown) =>
      (call ??= operations && resolve(name, operations[name]))
        ? call(a, b, c, d)
        : loading.then((loaded) => (call ??= resolve(name, loaded[name]))(a, b, c, d));
  };
  const proto = new Proxy(
    {},
    {
      get(target, name, receiver) {
        if (!fits(name)) return Reflect.get(target, name, receiver);
        const method = make(name);
        Reflect.defineProperty(receiver, name, { value: method, writable: true, configurable: true });
        return method;
      },
      has: (target, name) => fits(name) || Reflect.has(target, name),
    },
  );
  return Object.setPrototypeOf(own, proto) as T;
}

/** The page iterator `iterator` of a client; its code (paging.ts) loads with the first iteration, and finds the operation it pages. */
function pages(api: ApiDefinition, invoke: Invoke, iterator: string, request: object, options: PageOptions | undefined): PageIterator<unknown, unknown> {
  const run = async function* (yieldPages: boolean): AsyncGenerator<unknown, void, undefined> {
    yield* (await loadPaging()).iteratePages(api, invoke, errorClasses, iterator, request, options, yieldPages);
  };
  return Object.assign(run(false), { pages: () => run(true) });
}
