// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// @canton-openapi/client/scan: the client of the Splice Scan API (`{scan}/api/scan`): the operations upstream keeps
// compatible (`x-stability: external`); @canton-openapi/client/scan/internal has the others too.
import type { operations, paths } from '@canton-openapi/types/scan';
import type { Client, Middleware } from 'openapi-fetch';
import { createCore } from '../core/client.ts';
import { HttpError } from '../core/errors.ts';
import type { ClientOptions, TargetOptions } from '../core/options.ts';
import type { WithResponseMethods } from '../core/types/call-options.ts';
import type { OperationHttpError } from '../core/types/http-errors.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { ServedOn, TargetLines } from '../core/types/release-lines.ts';
import {
  createScanMethods,
  scanStableApi,
  type ScanLines,
  type ScanStableMethods,
  type ScanOperationId,
  type ScanReleaseLine,
} from './scan.gen.ts';

export * from '../core/public.ts';
export type { ScanLines, ScanMethods, ScanOperationId, ScanReleaseLine, ScanInternalMethodName, ScanStableMethods } from './scan.gen.ts';
export * from '../scan/public.ts';

/** A client of the Splice Scan API: one method per operation upstream keeps compatible (page iterators where the API pages) and the raw openapi-fetch client. */
export interface ScanClient<M extends Int64Mode = 'number'> extends ScanStableMethods<M> {
  /** The openapi-fetch client underneath, typed by the spec, with the same token, origin guard and middleware. */
  readonly raw: Client<paths>;
  /** Adds openapi-fetch middleware to every request, of named methods and `raw` alike. */
  use(...middleware: Middleware[]): void;
  /** The same methods, resolving to `{ data, response, request }`: the body with its HTTP status and headers. */
  readonly withResponse: WithResponseMethods<ScanStableMethods<M>>;
}

/**
 * A client of the Splice Scan API as every release line of `Lines` serves it: without the methods and request fields
 * some of them does not serve (disabled-by-default ones kept when `Enabled` is `true`). What `createScanClient` returns given `targets`.
 */
export type ScanClientFor<Lines extends ScanReleaseLine, M extends Int64Mode = 'number', Enabled extends boolean = false> = ServedOn<
  ScanClient<M>,
  ScanLines,
  Lines,
  Enabled
>;

/**
 * Creates a client of the Splice Scan API. `baseUrl` is the API root, `{scan}/api/scan`, where `{scan}` is the scheme and host of the Scan.
 * With `targets` (release lines, `ScanReleaseLine`), its type has only what every targeted line serves.
 * @see The spec, `@canton-openapi/types/scan/openapi.json`.
 */
export function createScanClient<
  M extends Int64Mode = 'number',
  const T extends readonly ScanReleaseLine[] = readonly ScanReleaseLine[],
  E extends boolean = false,
>(options: ClientOptions<M> & TargetOptions<T, E>): ScanClientFor<TargetLines<T>, M, E> {
  let withResponse: WithResponseMethods<ScanStableMethods<M>> | undefined;
  const core = createCore(scanStableApi, options);
  // The client's own members; its methods are made on their first read, by its prototype (createScanMethods).
  const members = {
    // Made on first use: most callers never need it.
    get withResponse() {
      return (withResponse ??= createScanMethods<M>(core.invokeWithResponse) as unknown as WithResponseMethods<ScanStableMethods<M>>);
    },
    raw: core.raw<paths>(),
    use: core.use,
  };
  // Only the type narrows: the members a targeted line does not serve are there at run time too, checked against the server's release.
  return createScanMethods<M, typeof members>(core.invoke, members) satisfies ScanClient<M> as ScanClientFor<TargetLines<T>, M, E>;
}

/** The HttpError of a Splice Scan API operation, its `body` typed per documented status and media type. */
export type ScanHttpError<Op extends ScanOperationId = ScanOperationId> = Op extends ScanOperationId
  ? OperationHttpError<operations[Op], Op>
  : never;

/** Narrows `error` to the HttpError of `operationId` (of any Splice Scan API operation when omitted). */
export function isScanHttpError<Op extends ScanOperationId = ScanOperationId>(error: unknown, operationId?: Op): error is ScanHttpError<Op> {
  return error instanceof HttpError && (operationId === undefined || error.operationId === operationId);
}
