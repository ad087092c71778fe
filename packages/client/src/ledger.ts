// @canton-openapi/client/ledger — the client of a participant's JSON Ledger API.
import type { operations, paths } from '@canton-openapi/types/ledger';
import type { Client, Middleware } from 'openapi-fetch';
import { createCore } from './core/client.ts';
import { HttpError } from './core/errors.ts';
import type { ClientOptions } from './core/options.ts';
import type { Int64Mode, OperationHttpError, RequestBodyOf, ResultOf, WithResponseMethods } from './core/types.ts';
import type { LedgerInt64 } from './generated/ledger-int64.gen.ts';
import { createLedgerMethods, type LedgerMethods, type LedgerOperationId, ledgerOperations } from './generated/ledger.gen.ts';
import type { ReadUpdatesOptions, ReadUpdatesState } from './ledger/read-updates.ts';

export * from './core/public.ts';
export type { LedgerMethods, LedgerOperationId } from './generated/ledger.gen.ts';
export type { ReadUpdatesOptions } from './ledger/read-updates.ts';

type Op = operations['postV2Updates'];
type Shapes = LedgerInt64['postV2Updates'];
type Offset<M extends Int64Mode> = M extends 'bigint' ? number | bigint : number;

/** The closed range `readUpdates` reads, and the format of what it reports. */
export type UpdateRange<M extends Int64Mode = 'number'> = Omit<
  RequestBodyOf<Op, M, Shapes>,
  'beginExclusive' | 'endInclusive' | 'descendingOrder'
> & {
  /** Updates after this offset (0: from the ledger's beginning). */
  beginExclusive: Offset<M>;
  /** Up to and including this offset. */
  endInclusive: Offset<M>;
};

/** One element of an update list (`JsGetUpdatesResponse`), in the client's int64 mode. */
export type UpdateListElement<M extends Int64Mode = 'number'> = ResultOf<Op, M, Shapes>[number];

/** A client of a participant's JSON Ledger API. */
export interface LedgerClient<M extends Int64Mode = 'number'> extends LedgerMethods<M> {
  /**
   * Every update in `(beginExclusive, endInclusive]`, in offset order, read with as many list
   * requests as it takes: `pageSize` updates each, the next one after the last offset received.
   * A 413 halves the page size and the range. Uses `postV2Updates`, and `postV2UpdatesFlats` when
   * the participant lacks it (remembered per client).
   * @see POST /v2/updates — operation `postV2Updates` of specs/ledger/openapi.yaml
   */
  readUpdates(range: UpdateRange<M>, options?: ReadUpdatesOptions): AsyncIterableIterator<UpdateListElement<M>>;
  /** The openapi-fetch client underneath, typed by the spec, with the same token, origin guard and middleware. */
  readonly raw: Client<paths>;
  /** Adds openapi-fetch middleware to every request, of named methods and `raw` alike. */
  use(...middleware: Middleware[]): void;
  /** The same methods, resolving to \`{ data, response, request }\`: the body with its HTTP status and headers. */
  readonly withResponse: WithResponseMethods<LedgerMethods<M>>;
}

const ledgerApi = {
  name: 'ledger',
  operations: ledgerOperations,
  loadValidators: () => import('./generated/ledger-validators.gen.js'),
  loadInt64: () => import('./generated/ledger-int64.gen.ts').then((m) => ({ shapes: m.ledgerInt64, rounded: m.ledgerRoundedInt64 })),
};

/**
 * Creates a JSON Ledger API client. `baseUrl` is the participant's JSON API address.
 * @see specs/ledger/openapi.yaml
 */
export function createLedgerClient<M extends Int64Mode = 'number'>(options: ClientOptions<M>): LedgerClient<M> {
  let withResponse: WithResponseMethods<LedgerMethods<M>> | undefined;
  const core = createCore(ledgerApi, options);
  // Whether the participant lacks /v2/updates, learned by the first readUpdates and kept per client.
  const state: ReadUpdatesState = { invoke: core.invoke, mode: core.mode, logger: core.logger, useDeprecatedTwin: false };
  return {
    ...createLedgerMethods<M>(core.invoke),
    // Made on first use: most callers never need it.
    get withResponse() {
      return (withResponse ??= createLedgerMethods<M>(core.invokeWithResponse) as unknown as WithResponseMethods<LedgerMethods<M>>);
    },
    // The range reader loads on its first use, keeping it out of bundles that never read ranges.
    readUpdates: async function* (range, options) {
      const { readUpdates } = await import('./ledger/read-updates.ts');
      yield* readUpdates<UpdateListElement<M>>(state, range, options);
    },
    raw: core.raw<paths>(),
    use: core.use,
  };
}

/** The HttpError of a ledger operation: a 400 as text or a `JsCantonError` (see `mediaType`), 413 and `default` as `JsCantonError`. */
export type LedgerHttpError<Op extends LedgerOperationId = LedgerOperationId> = Op extends LedgerOperationId
  ? OperationHttpError<operations[Op], Op>
  : never;

/** Narrows `error` to the HttpError of `operationId` (of any ledger operation when omitted). */
export function isLedgerHttpError<Op extends LedgerOperationId = LedgerOperationId>(error: unknown, operationId?: Op): error is LedgerHttpError<Op> {
  return error instanceof HttpError && (operationId === undefined || error.operationId === operationId);
}
