// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// @canton-openapi/client/validator/internal: the client of the Splice Validator API (`{validator}/api/validator`) with every operation, those
// upstream makes no compatibility promise for (`x-stability` internal, pre-alpha) included.
import type { operations, paths } from '@canton-openapi/types/validator';
import type { Client, Middleware } from 'openapi-fetch';
import { createCore } from '../core/client.ts';
import { HttpError } from '../core/errors.ts';
import type { ClientOptions, TargetOptions } from '../core/options.ts';
import type { WithResponseMethods } from '../core/types/call-options.ts';
import type { OperationHttpError } from '../core/types/http-errors.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { ServedOn, TargetLines } from '../core/types/release-lines.ts';
import {
  createValidatorMethods,
  validatorApi,
  type ValidatorLines,
  type ValidatorMethods,
  type ValidatorOperationId,
  type ValidatorReleaseLine,
} from './validator.gen.ts';

export * from '../core/public.ts';
export type { ValidatorLines, ValidatorMethods, ValidatorOperationId, ValidatorReleaseLine, ValidatorInternalMethodName, ValidatorStableMethods } from './validator.gen.ts';

/** A client of the Splice Validator API: one method per operation (page iterators where the API pages) and the raw openapi-fetch client. */
export interface ValidatorClient<M extends Int64Mode = 'number'> extends ValidatorMethods<M> {
  /** The openapi-fetch client underneath, typed by the spec, with the same token, origin guard and middleware. */
  readonly raw: Client<paths>;
  /** Adds openapi-fetch middleware to every request, of named methods and `raw` alike. */
  use(...middleware: Middleware[]): void;
  /** The same methods, resolving to `{ data, response, request }`: the body with its HTTP status and headers. */
  readonly withResponse: WithResponseMethods<ValidatorMethods<M>>;
}

/**
 * A client of the Splice Validator API as every release line of `Lines` serves it: without the methods and request fields
 * some of them does not serve (disabled-by-default ones kept when `Enabled` is `true`). What `createValidatorClient` returns given `targets`.
 */
export type ValidatorClientFor<Lines extends ValidatorReleaseLine, M extends Int64Mode = 'number', Enabled extends boolean = false> = ServedOn<
  ValidatorClient<M>,
  ValidatorLines,
  Lines,
  Enabled
>;

/**
 * Creates a client of the Splice Validator API. `baseUrl` is the API root, `{validator}/api/validator`, where `{validator}` is the scheme and host of the validator.
 * With `targets` (release lines, `ValidatorReleaseLine`), its type has only what every targeted line serves.
 * @see The spec, `@canton-openapi/types/validator/openapi.json`.
 */
export function createValidatorClient<
  M extends Int64Mode = 'number',
  const T extends readonly ValidatorReleaseLine[] = readonly ValidatorReleaseLine[],
  E extends boolean = false,
>(options: ClientOptions<M> & TargetOptions<T, E>): ValidatorClientFor<TargetLines<T>, M, E> {
  let withResponse: WithResponseMethods<ValidatorMethods<M>> | undefined;
  const core = createCore(validatorApi, options);
  // The client's own members; its methods are made on their first read, by its prototype (createValidatorMethods).
  const members = {
    // Made on first use: most callers never need it.
    get withResponse() {
      return (withResponse ??= createValidatorMethods<M>(core.invokeWithResponse) as unknown as WithResponseMethods<ValidatorMethods<M>>);
    },
    raw: core.raw<paths>(),
    use: core.use,
  };
  // Only the type narrows: the members a targeted line does not serve are there at run time too, checked against the server's release.
  return createValidatorMethods<M, typeof members>(core.invoke, members) satisfies ValidatorClient<M> as ValidatorClientFor<TargetLines<T>, M, E>;
}

/** The HttpError of a Splice Validator API operation, its `body` typed per documented status and media type. */
export type ValidatorHttpError<Op extends ValidatorOperationId = ValidatorOperationId> = Op extends ValidatorOperationId
  ? OperationHttpError<operations[Op], Op>
  : never;

/** Narrows `error` to the HttpError of `operationId` (of any Splice Validator API operation when omitted). */
export function isValidatorHttpError<Op extends ValidatorOperationId = ValidatorOperationId>(error: unknown, operationId?: Op): error is ValidatorHttpError<Op> {
  return error instanceof HttpError && (operationId === undefined || error.operationId === operationId);
}
