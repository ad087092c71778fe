// The ledger client's hand-written member, `readUpdates`, composed into `createLedgerClient` by the
// generated entry (src/generated/ledger.entry.gen.ts).
import type { Core } from '../core/client.ts';
import type { Int64Mode } from '../core/types.ts';
import type { UpdateListElement, UpdateRange } from './public.ts';
import type { ReadUpdatesOptions, ReadUpdatesState } from './read-updates.ts';

/** What a ledger client has beyond its generated methods. */
export interface LedgerClientExtension<M extends Int64Mode> {
  /**
   * Every update in `(beginExclusive, endInclusive]`, in offset order, read with as many list
   * requests as it takes: `pageSize` updates each, the next one after the last offset received.
   * A 413 halves the page size and the range. Uses `postV2Updates`, and `postV2UpdatesFlats` when
   * the participant lacks it (remembered per client).
   * @see POST /v2/updates — operation `postV2Updates` of specs/ledger/openapi.yaml
   */
  readUpdates(range: UpdateRange<M>, options?: ReadUpdatesOptions): AsyncIterableIterator<UpdateListElement<M>>;
}

/** The members of {@link LedgerClientExtension} for one client. */
export function extendLedgerClient<M extends Int64Mode>(core: Core): LedgerClientExtension<M> {
  // Whether the participant lacks /v2/updates, learned by the first readUpdates and kept per client.
  const state: ReadUpdatesState = { invoke: core.invoke, mode: core.mode, logger: core.logger, useDeprecatedTwin: false };
  return {
    // The range reader loads on its first use, keeping it out of bundles that never read ranges.
    readUpdates: async function* (range, options) {
      const { readUpdates } = await import('./read-updates.ts');
      yield* readUpdates<UpdateListElement<M>>(state, range, options);
    },
  };
}
