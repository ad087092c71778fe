// The raw openapi-fetch client's promise: it resolves as openapi-fetch does (`{ data }` or, for an
// HTTP error, `{ error, response }`), and every rejection is a CantonApiError subclass naming the
// operation and URL — the caller's abort an AbortError, a failing middleware a RequestError.
import type { Client } from 'openapi-fetch';
import type { OperationDef } from './operation.ts';
import type { Init } from './raw-errors.ts';

// The conversion of failures, loaded with the first one.
let rawErrors: Promise<typeof import('./raw-errors.ts')> | undefined;

const verbs = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/** Wraps the request methods of `raw` so that whatever they reject with is a CantonApiError. */
export function typedRejections<Paths extends {}>(raw: Client<Paths>, baseUrl: string, operations: Readonly<Record<string, OperationDef>>): Client<Paths> {
  const methods = raw as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const wrap = (method: string, call: (...args: unknown[]) => Promise<unknown>, path: unknown, init: unknown) =>
    call().catch(async (thrown: unknown) => {
      throw (await (rawErrors ??= import('./raw-errors.ts'))).asRawError(thrown, method, String(path), (init ?? {}) as Init, baseUrl, operations);
    });
  for (const verb of verbs) {
    const original = methods[verb]!;
    methods[verb] = (path, init) => wrap(verb, () => original(path, init), path, init);
  }
  const request = methods.request!;
  methods.request = (method, path, init) => wrap(String(method).toUpperCase(), () => request(method, path, init), path, init);
  return raw;
}
