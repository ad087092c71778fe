// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// @canton-openapi/client/ledger: the client of the Canton JSON Ledger API (`{participant}`).
import type { operations, paths } from '@canton-openapi/types/ledger';
import type { Client, Middleware } from 'openapi-fetch';
import { createCore } from '../core/client.ts';
import { HttpError } from '../core/errors.ts';
import type { ClientOptions, TargetOptions } from '../core/options.ts';
import type { WithResponseMethods } from '../core/types/call-options.ts';
import type { OperationHttpError } from '../core/types/http-errors.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { ServedOn, TargetLines } from '../core/types/release-lines.ts';
import { extendLedgerClient, type LedgerClientExtension } from '../ledger/extension.ts';
import {
  createLedgerMethods,
  ledgerApi,
  type LedgerLines,
  type LedgerMethods,
  type LedgerOperationId,
  type LedgerReleaseLine,
} from './ledger.gen.ts';

export * from '../core/public.ts';
export type { LedgerLines, LedgerMethods, LedgerOperationId, LedgerReleaseLine } from './ledger.gen.ts';
export * from '../ledger/public.ts';

/** A client of the Canton JSON Ledger API: one method per operation (page iterators where the API pages) and the raw openapi-fetch client. */
export interface LedgerClient<M extends Int64Mode = 'number'> extends LedgerMethods<M>, LedgerClientExtension<M> {
  /** The openapi-fetch client underneath, typed by the spec, with the same token, origin guard and middleware. */
  readonly raw: Client<paths>;
  /** Adds openapi-fetch middleware to every request, of named methods and `raw` alike. */
  use(...middleware: Middleware[]): void;
  /** The same methods, resolving to `{ data, response, request }`: the body with its HTTP status and headers. */
  readonly withResponse: WithResponseMethods<LedgerMethods<M>>;
}

/**
 * A client of the Canton JSON Ledger API as every release line of `Lines` serves it: without the methods and request fields
 * some of them does not serve (disabled-by-default ones kept when `Enabled` is `true`). What `createLedgerClient` returns given `targets`.
 */
export type LedgerClientFor<Lines extends LedgerReleaseLine, M extends Int64Mode = 'number', Enabled extends boolean = false> = ServedOn<
  LedgerClient<M>,
  LedgerLines,
  Lines,
  Enabled
>;

/**
 * Creates a client of the Canton JSON Ledger API. `baseUrl` is the API root, `{participant}`, where `{participant}` is the scheme, host and port of the participant's JSON API.
 * With `targets` (release lines, `LedgerReleaseLine`), its type has only what every targeted line serves.
 * @see The spec, `@canton-openapi/types/ledger/openapi.json`.
 */
export function createLedgerClient<
  M extends Int64Mode = 'number',
  const T extends readonly LedgerReleaseLine[] = readonly LedgerReleaseLine[],
  E extends boolean = false,
>(options: ClientOptions<M> & TargetOptions<T, E>): LedgerClientFor<TargetLines<T>, M, E> {
  let withResponse: WithResponseMethods<LedgerMethods<M>> | undefined;
  const core = createCore(ledgerApi, options);
  // The client's own members; its methods are made on their first read, by its prototype (createLedgerMethods).
  const members = {
    // Made on first use: most callers never need it.
    get withResponse() {
      return (withResponse ??= createLedgerMethods<M>(core.invokeWithResponse) as unknown as WithResponseMethods<LedgerMethods<M>>);
    },
    ...extendLedgerClient<M>(core),
    raw: core.raw<paths>(),
    use: core.use,
  };
  // Only the type narrows: the members a targeted line does not serve are there at run time too, checked against the server's release.
  return createLedgerMethods<M, typeof members>(core.invoke, members) satisfies LedgerClient<M> as LedgerClientFor<TargetLines<T>, M, E>;
}

/** The HttpError of a Canton JSON Ledger API operation, its `body` typed per documented status and media type. */
export type LedgerHttpError<Op extends LedgerOperationId = LedgerOperationId> = Op extends LedgerOperationId
  ? OperationHttpError<operations[Op], Op>
  : never;

/** Narrows `error` to the HttpError of `operationId` (of any Canton JSON Ledger API operation when omitted). */
export function isLedgerHttpError<Op extends LedgerOperationId = LedgerOperationId>(error: unknown, operationId?: Op): error is LedgerHttpError<Op> {
  return error instanceof HttpError && (operationId === undefined || error.operationId === operationId);
}
