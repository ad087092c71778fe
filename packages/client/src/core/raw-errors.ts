// The raw client's failures as CantonApiError subclasses naming the operation and URL (see raw.ts),
// loaded with the first failure.
import type { OperationDef } from './operation.ts';
import { errorClasses } from './error-classes.ts';
import type { AbortError, CantonApiError, RequestError, ResponseParseError } from './errors.ts';

/** The options of a raw request that matter to its error. */
export interface Init {
  signal?: AbortSignal | null;
  baseUrl?: string;
}

/** The operationId of a raw request, by method and the spec path openapi-fetch was given. */
export function operationOf(operations: Readonly<Record<string, OperationDef>>, method: string, path: string): string | undefined {
  const lower = method.toLowerCase();
  return Object.keys(operations).find((id) => operations[id]!.method === lower && operations[id]!.path === path);
}

/** What a raw request rejects with: a CantonApiError, with the operation and URL filled in. */
export function asRawError(
  thrown: unknown,
  method: string,
  path: string,
  init: Init,
  baseUrl: string,
  operations: Readonly<Record<string, OperationDef>>,
): CantonApiError {
  const operationId = operationOf(operations, method, path);
  const context = { operationId, method, url: `${(init.baseUrl ?? baseUrl).replace(/\/+$/, '')}${path}` };
  if (thrown instanceof errorClasses.CantonApiError) {
    const fields = thrown as { operationId: string | undefined; url: string | undefined };
    fields.operationId ??= operationId;
    fields.url ??= context.url;
    return thrown;
  }
  const label = `${operationId === undefined ? '' : `${operationId} `}(${method} ${path})`;
  if (init.signal?.aborted) return new errorClasses.AbortError(`${label} was aborted by the caller's signal.`, { ...context, cause: init.signal.reason });
  if (thrown instanceof SyntaxError)
    return new errorClasses.ResponseParseError(`${label}: the body is not JSON (${thrown.message}).`, { ...context, cause: thrown });
  return new errorClasses.RequestError(`${label}: a middleware or the body serializer failed: ${String(thrown)}`, { ...context, cause: thrown });
}
