// A client of one API (`createCore`): its runtime (context.ts: its settings, its operation table,
// requested now, and the code loaded up front that code loaded on demand uses), its calls (invoke.ts),
// its raw openapi-fetch clients and its middleware. What loads on demand, and when, is on-demand.ts;
// the methods a generated factory makes of it are methods.ts.
import type { Client, Middleware } from 'openapi-fetch';
import type { ApiDefinition, ClientRuntime, Core, UpFrontCode } from './context.ts';
import { untilAborted } from './deadline.ts';
import { errorClasses } from './errors.ts';
import { invokerOf } from './invoke.ts';
import { loadOpenapiFetch, loadOperationPlan, loadResponse } from './on-demand.ts';
import { type ClientOptions, resolveRetryPolicy, settingsOf } from './options.ts';
import { jsonBodySerializer, pathSerializer } from './request.ts';
import { accepted, authorize, fetchFailed, refusedResponse } from './transport.ts';
import type { Int64Mode } from './types/int64.ts';

/** Creates a client of `api`; throws a TypeError naming an option it cannot use. */
export function createCore<M extends Int64Mode>(api: ApiDefinition, options: ClientOptions<M>): Core {
  const settings = settingsOf(options);
  const middlewares: Middleware[] = [];
  // Every raw client handed out, so later middleware reaches them too.
  const raws: Client<{}>[] = [];
  // The operation table, what makes an operation's plan of it and the body readers are requested
  // now, so that calls find them there. A failure is reported by the calls that need them.
  const operationTable = api.loadOperations();
  for (const loading of [operationTable, loadOperationPlan(), loadResponse()]) loading.catch(() => undefined);
  const runtime: ClientRuntime = {
    ...upFront,
    ...settings,
    api,
    options: options as ClientOptions<Int64Mode>,
    token: options.token,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    honoursSignal: options.fetch === undefined,
    middlewares,
    operationTable,
  };
  const invoke = invokerOf(runtime);
  return {
    runtime,
    invoke,
    invokeWithResponse: (operationId, path, body, callOptions) => invoke(operationId, path, body, callOptions, true),
    raw<Paths extends {}>(): Client<Paths> {
      // The middleware registered so far, then whatever `use` adds, in order.
      const registered = [...middlewares];
      const raw = rawStandIn<Paths>(async () => (await loadOpenapiFetch()).adapterOf(runtime).raw<Paths>(registered));
      raws.push(raw);
      return raw;
    },
    use: (...added: Middleware[]) => {
      middlewares.push(...added);
      runtime.adapter?.use(...added);
      for (const raw of raws) raw.use(...added);
    },
  };
}

/** The code of this chunk that code loaded on demand uses, handed to it in each client's runtime (see context.ts). */
export const upFront: UpFrontCode = {
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
                loading = undefined; // the next request tries again (a RequestError, see on-demand.ts)
                throw error;
              },
            )).then(() => real![name]!(...args));
  }
  return stand as unknown as Client<Paths>;
}
