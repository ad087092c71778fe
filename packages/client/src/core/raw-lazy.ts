// `client.raw` as a stand-in that makes the openapi-fetch client on its first request: every client
// has a `raw`, few programs use it, and openapi-fetch stays out of the code loaded up front.
import type { Client, Middleware } from 'openapi-fetch';
import { RequestError } from './errors.ts';

const methods = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'] as const;

/** A Client that forwards to the one `load` makes, made on the first request; `use` and `eject` before it are replayed in order. */
export function lazyRaw<Paths extends {}>(load: () => Promise<Client<Paths>>): Client<Paths> {
  let real: Client<Paths> | undefined;
  let loading: Promise<Client<Paths>> | undefined;
  const queued: ['use' | 'eject', Middleware[]][] = [];
  const made = () =>
    (loading ??= load().then(
      (client) => {
        for (const [name, middleware] of queued) client[name](...middleware);
        queued.length = 0;
        return (real = client);
      },
      (error: unknown) => {
        loading = undefined; // the next request tries again
        throw new RequestError(`Loading the raw client failed: ${String(error)}`, { cause: error });
      },
    ));
  const stand = {} as Record<string, unknown>;
  for (const name of methods) {
    stand[name] = (...args: unknown[]) => {
      const call = (client: Client<Paths>) => (client[name] as (...a: unknown[]) => Promise<unknown>)(...args);
      return real !== undefined ? call(real) : made().then(call);
    };
  }
  stand.use = (...middleware: Middleware[]) => (real !== undefined ? real.use(...middleware) : void queued.push(['use', middleware]));
  stand.eject = (...middleware: Middleware[]) => (real !== undefined ? real.eject(...middleware) : void queued.push(['eject', middleware]));
  return stand as unknown as Client<Paths>;
}
