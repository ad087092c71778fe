// The methods of a client: up front only the form of their names (the API's `methods` rule), so that
// the code loaded up front does not grow with the API's operations; each method finds what its
// operation takes in the operation table, loaded on demand, at its first call, and page iterators load
// their code (paging.ts) with their first iteration. The generated `create<Api>Methods` binds them.
import type { ApiDefinition } from './context.ts';
import { errorClasses } from './errors.ts';
import { loadPaging } from './on-demand.ts';
import type { CallOptions, Invoke } from './types/call-options.ts';
import type { OperationDef, OperationTable } from './types/operation-table.ts';
import type { PageIterator, PageOptions } from './types/paging.ts';

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
