// The raw openapi-fetch client's promise: it resolves as openapi-fetch does (`{ data }` or, for an
// HTTP error, `{ error, response }`), and every rejection is a CantonApiError subclass naming the
// operation and URL — the caller's abort an AbortError, a failing middleware a RequestError.
import type { Client } from 'openapi-fetch';
import type { OperationDef } from './operation.ts';
import type { Init } from './raw-errors.ts';

// The conversion of failures, loaded with the first one.
let rawErrors: Promise<typeof import('./raw-errors.ts')> | undefined;

const verbs = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * Wraps the request methods of `raw` so that whatever they reject with is a CantonApiError, and so
 * that the caller's signal ends them: a real Request follows the caller's signal through a weakly
 * held controller, and once that is collected the abort never reaches it (a token function that never
 * settles would then hang the call). `untilAborted` (transport.ts) is handed in, keeping this module
 * out of the code loaded up front.
 */
export function typedRejections<Paths extends {}>(
  raw: Client<Paths>,
  baseUrl: string,
  operations: Readonly<Record<string, OperationDef>>,
  untilAborted: <T>(promise: Promise<T>, signal: AbortSignal | null | undefined) => Promise<T>,
): Client<Paths> {
  const methods = raw as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const wrap = (method: string, call: (...args: unknown[]) => Promise<unknown>, path: unknown, init: unknown) =>
    untilAborted(call(), (init as Init | undefined)?.signal).catch(async (thrown: unknown) => {
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
