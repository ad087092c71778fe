// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// @canton-openapi/client/registry: the client of the Token Standard registry API (`{registry}`).
import type { operations, paths } from '@canton-openapi/types/registry';
import type { Client, Middleware } from 'openapi-fetch';
import { createCore } from '../core/client.ts';
import { HttpError } from '../core/errors.ts';
import type { ClientOptions, TargetOptions } from '../core/options.ts';
import type { WithResponseMethods } from '../core/types/call-options.ts';
import type { OperationHttpError } from '../core/types/http-errors.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { ServedOn, TargetLines } from '../core/types/release-lines.ts';
import { extendRegistryClient, type RegistryClientExtension } from '../registry/extension.ts';
import {
  createRegistryMethods,
  registryApi,
  type RegistryLines,
  type RegistryMethods,
  type RegistryOperationId,
  type RegistryReleaseLine,
} from './registry.gen.ts';

export * from '../core/public.ts';
export type { RegistryLines, RegistryMethods, RegistryOperationId, RegistryReleaseLine } from './registry.gen.ts';
export * from '../registry/public.ts';

/** A client of the Token Standard registry API: one method per operation (page iterators where the API pages) and the raw openapi-fetch client. */
export interface RegistryClient<M extends Int64Mode = 'number'> extends RegistryMethods<M>, RegistryClientExtension<M> {
  /** The openapi-fetch client underneath, typed by the spec, with the same token, origin guard and middleware. */
  readonly raw: Client<paths>;
  /** Adds openapi-fetch middleware to every request, of named methods and `raw` alike. */
  use(...middleware: Middleware[]): void;
  /** The same methods, resolving to `{ data, response, request }`: the body with its HTTP status and headers. */
  readonly withResponse: WithResponseMethods<RegistryMethods<M>>;
}

/**
 * A client of the Token Standard registry API as every release line of `Lines` serves it: without the methods and request fields
 * some of them does not serve (disabled-by-default ones kept when `Enabled` is `true`). What `createRegistryClient` returns given `targets`.
 */
export type RegistryClientFor<Lines extends RegistryReleaseLine, M extends Int64Mode = 'number', Enabled extends boolean = false> = ServedOn<
  RegistryClient<M>,
  RegistryLines,
  Lines,
  Enabled
>;

/**
 * Creates a client of the Token Standard registry API. `baseUrl` is the API root, `{registry}`, where `{registry}` is the scheme, host and any base path of the registry.
 * With `targets` (release lines, `RegistryReleaseLine`), its type has only what every targeted line serves.
 * @see The spec, `@canton-openapi/types/registry/openapi.json`.
 */
export function createRegistryClient<
  M extends Int64Mode = 'number',
  const T extends readonly RegistryReleaseLine[] = readonly RegistryReleaseLine[],
  E extends boolean = false,
>(options: ClientOptions<M> & TargetOptions<T, E>): RegistryClientFor<TargetLines<T>, M, E> {
  let withResponse: WithResponseMethods<RegistryMethods<M>> | undefined;
  const core = createCore(registryApi, options);
  // The client's own members; its methods are made on their first read, by its prototype (createRegistryMethods).
  const members = {
    // Made on first use: most callers never need it.
    get withResponse() {
      return (withResponse ??= createRegistryMethods<M>(core.invokeWithResponse) as unknown as WithResponseMethods<RegistryMethods<M>>);
    },
    ...extendRegistryClient<M>(core),
    raw: core.raw<paths>(),
    use: core.use,
  };
  // Only the type narrows: the members a targeted line does not serve are there at run time too, checked against the server's release.
  return createRegistryMethods<M, typeof members>(core.invoke, members) satisfies RegistryClient<M> as RegistryClientFor<TargetLines<T>, M, E>;
}

/** The HttpError of a Token Standard registry API operation, its `body` typed per documented status and media type. */
export type RegistryHttpError<Op extends RegistryOperationId = RegistryOperationId> = Op extends RegistryOperationId
  ? OperationHttpError<operations[Op], Op>
  : never;

/** Narrows `error` to the HttpError of `operationId` (of any Token Standard registry API operation when omitted). */
export function isRegistryHttpError<Op extends RegistryOperationId = RegistryOperationId>(error: unknown, operationId?: Op): error is RegistryHttpError<Op> {
  return error instanceof HttpError && (operationId === undefined || error.operationId === operationId);
}
