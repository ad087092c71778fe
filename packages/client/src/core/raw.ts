// The raw openapi-fetch client's promise: it resolves as openapi-fetch does (`{ data }` or, for an
// HTTP error, `{ error, response }`), and every rejection is a CantonApiError subclass naming the
// operation and URL — the caller's abort an AbortError, a failing middleware a RequestError.
import type { Client } from 'openapi-fetch';
import type { OperationDef } from './client.ts';
import { AbortError, CantonApiError, RequestError, ResponseParseError } from './errors.ts';
import { operationOf } from './int64-guard.ts';

const verbs = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

interface Init {
  signal?: AbortSignal | null;
  baseUrl?: string;
}

/** Wraps the request methods of `raw` so that whatever they reject with is a CantonApiError. */
export function typedRejections<Paths extends {}>(raw: Client<Paths>, baseUrl: string, operations: Readonly<Record<string, OperationDef>>): Client<Paths> {
  const methods = raw as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const wrap = (method: string, call: (...args: unknown[]) => Promise<unknown>, path: unknown, init: unknown) =>
    call().catch((thrown: unknown) => {
      throw asRawError(thrown, method, String(path), (init ?? {}) as Init, baseUrl, operations);
    });
  for (const verb of verbs) {
    const original = methods[verb]!;
    methods[verb] = (path, init) => wrap(verb, () => original(path, init), path, init);
  }
  const request = methods.request!;
  methods.request = (method, path, init) => wrap(String(method).toUpperCase(), () => request(method, path, init), path, init);
  return raw;
}

function asRawError(thrown: unknown, method: string, path: string, init: Init, baseUrl: string, operations: Readonly<Record<string, OperationDef>>): CantonApiError {
  const operationId = operationOf(operations, method, path);
  const context = { operationId, method, url: `${(init.baseUrl ?? baseUrl).replace(/\/+$/, '')}${path}` };
  if (thrown instanceof CantonApiError) {
    const fields = thrown as { operationId: string | undefined; url: string | undefined };
    fields.operationId ??= operationId;
    fields.url ??= context.url;
    return thrown;
  }
  const label = `${operationId === undefined ? '' : `${operationId} `}(${method} ${path})`;
  if (init.signal?.aborted) return new AbortError(`${label} was aborted by the caller's signal.`, context, undefined, { cause: init.signal.reason });
  if (thrown instanceof SyntaxError) return new ResponseParseError(`${label}: the body is not JSON (${thrown.message}).`, context, undefined, { cause: thrown });
  return new RequestError(`${label}: a middleware or the body serializer failed: ${String(thrown)}`, context, undefined, { cause: thrown });
}
