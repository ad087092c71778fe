// Every module of the client's core that loads on demand, and the one way each of them loads. Up front
// is what a call that succeeds needs; everything else is a module of its own, loaded with its first use
// (test/up-front.test.ts measures what stays up front). A loader imports its module on its first call
// and returns the same promise after it; a chunk that fails to load (a browser offline) rejects with a
// RequestError, and the next call tries again.
// Only code loaded up front imports this module (code it loads importing it would close a cycle): a
// module loaded on demand that needs another one is handed that module's loader, as it is handed the
// rest of the up-front code (context.ts), or imports it when the two always load together. The core
// knows no API's own modules (listing them here would put the ledger's chunks into every subpath's
// build): the ledger's are listed the same way in ledger/on-demand.ts, the registry's one beside its
// up-front code (registry/extension.ts); the BFT Scan client loads its engine itself (scan/bft/client.ts).
import { RequestError } from './errors.ts';

/** The loader of one module loaded on demand, typed by what the module exports. */
export interface OnDemand<M> {
  (): Promise<M>;
  /** The module, once loaded: read without waiting, where an await would cost every call a turn. */
  loaded: M | undefined;
}

/** The loader of the module that `load` imports. */
export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loading: Promise<M> | undefined;
  const loader: OnDemand<M> = Object.assign(
    (): Promise<M> =>
      (loading ??= load().then(
        (module) => (loader.loaded = module),
        (error: unknown) => {
          loading = undefined; // the next call tries again
          throw new RequestError(`Loading a part of the client failed: ${String(error)}`, { cause: error });
        },
      )),
    { loaded: undefined },
  );
  return loader;
}

/** What follows a failed attempt: the call's error, or the wait before the next attempt (failure.ts). */
export const loadFailure = /* @__PURE__ */ onDemand(() => import('./failure.ts'));
/** The plan of an operation, made at its first call (operation-plan.ts): requested when a client is made. */
export const loadOperationPlan = /* @__PURE__ */ onDemand(() => import('./operation-plan.ts'));
/** The body readers (response.ts): requested when a client is made, before any answer can come. */
export const loadResponse = /* @__PURE__ */ onDemand(() => import('./response.ts'));
/** The careful int64 parse and the bigint conversion (int64.ts): with the first body that needs them. */
export const loadInt64 = /* @__PURE__ */ onDemand(() => import('./int64.ts'));
/** The close look at a request its quick checks flagged (request-check.ts). */
export const loadRequestCheck = /* @__PURE__ */ onDemand(() => import('./request-check.ts'));
/** The server's release, for an operation whose availability depends on it (release.ts). */
export const loadRelease = /* @__PURE__ */ onDemand(() => import('./release.ts'));
/** The openapi-fetch side of a client: a query, extra headers, middleware, a body that is not JSON, `raw` (openapi-fetch.ts). */
export const loadOpenapiFetch = /* @__PURE__ */ onDemand(() => import('./openapi-fetch.ts'));
/** The page iterators (paging.ts). */
export const loadPaging = /* @__PURE__ */ onDemand(() => import('./paging.ts'));
/** Response validation, `validate: true` (validation.ts). */
export const loadValidation = /* @__PURE__ */ onDemand(() => import('./validation.ts'));
