// Builds the `EventFormat` of a ledger `UpdateFormat` (which parties, which filters) without the
// nesting of `filtersByParty → {cumulative: [...]}` written by hand.
import type { EventFormat, Filters } from '../generated/ledger.schemas.gen.ts';
import type { CumulativeFilter } from '../generated/ledger.unions.gen.ts';

/** Options of {@link eventFormat}. */
export interface EventFormatOptions {
  /** Parties whose events to report, each with the same `filters`. */
  parties?: readonly string[];
  /** Also report events of every party the participant hosts (`filtersForAnyParty`). */
  anyParty?: boolean;
  /** What to match, for example `CumulativeFilter.of.TemplateFilter({ templateId })`; empty or absent matches every template. */
  filters?: readonly CumulativeFilter[];
  /** Add labels to record fields in reported values. */
  verbose?: boolean;
}

/**
 * An `EventFormat` that applies the same filters to each party of `parties` and, with `anyParty`, to
 * any party. Throws when it names no party, since such a format reports nothing.
 * @see ledger `postV2Updates` request `updateFormat.includeTransactions.eventFormat`
 */
export function eventFormat(options: EventFormatOptions): EventFormat {
  const parties = options.parties ?? [];
  if (parties.length === 0 && options.anyParty !== true) {
    throw new TypeError('eventFormat: name at least one party in `parties` or set `anyParty: true`; a format without either reports nothing.');
  }
  const filters = (): Filters => ({ cumulative: [...(options.filters ?? [])] });
  const format: EventFormat = {};
  if (parties.length > 0) format.filtersByParty = Object.fromEntries(parties.map((party) => [party, filters()]));
  if (options.anyParty === true) format.filtersForAnyParty = filters();
  if (options.verbose !== undefined) format.verbose = options.verbose;
  return format;
}
