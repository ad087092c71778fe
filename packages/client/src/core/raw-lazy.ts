// `client.raw` as a stand-in that makes the openapi-fetch client on its first request: every client
// has a `raw`, few programs use it, and openapi-fetch stays out of the code loaded up front.
import type { Client, Middleware } from 'openapi-fetch';
import { RequestError } from './errors.ts';

/** A Client that forwards to the one `load` makes, made on the first request; `use` and `eject` before it are replayed in order. */
export function lazyRaw<Paths extends {}>(load: () => Promise<Client<Paths>>): Client<Paths> {
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
