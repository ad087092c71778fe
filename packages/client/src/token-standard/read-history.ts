// The Token Standard history of one party: the ledger client's `readUpdates` over `/v2/updates` (never the
// flat list, which Canton 3.6.1 disables) with the Token Standard interface filters and their views, in
// ledger-effects shape so that exercised choices show, each transaction read into typed records.
import type { ReadUpdatesOptions } from '../ledger/read-updates.ts';
import type { UpdateRange } from '../ledger/public.ts';
import { type LedgerNode, toNode } from './events.ts';
import { ContractViews } from './holdings.ts';
import { tokenStandardV1Interfaces, tokenStandardV2Interfaces } from './interfaces.ts';
import { parseV1 } from './parse-v1.ts';
import { isEventLog, parseV2 } from './parse-v2.ts';
import type { TokenHistoryTransaction } from './types.ts';

/** What the reader needs of a ledger client (`createLedgerClient`'s, either int64 mode). */
export interface TokenHistoryLedger {
  readUpdates(range: UpdateRange, options?: ReadUpdatesOptions): AsyncIterable<unknown>;
  postV2EventsEventsByContractId(body: { contractId: string; eventFormat: object }): Promise<unknown>;
}

/** Which transactions `readTokenHistory` reads, and how. */
export interface TokenHistoryOptions extends Pick<ReadUpdatesOptions, 'pageSize' | 'signal' | 'transport'> {
  /** The party whose holdings' history is read. */
  party: string;
  /** Transactions after this offset: the `offset` of the last transaction a previous read yielded, or where it ended. */
  beginExclusive: number | bigint;
  /** Up to and including this offset (e.g. the ledger end, `getV2StateLedgerEnd`). */
  endInclusive: number | bigint;
  /**
   * Also ask for the views of Holding V2 and the V2 EventLog (default false): only where the participant
   * has the `splice-api-token-holding-v2` and `splice-api-token-transfer-events-v2` packages, since a filter
   * naming packages the participant lacks can be refused. V2 event logs are read with or without their views.
   */
  v2Views?: boolean;
  /** `auto` (default): a transaction with V2 `EventLog_HoldingsChange` events is read from them; `v1`: always from the V1 choices. */
  standard?: 'auto' | 'v1';
}

/** The event format of the read: every Token Standard interface with its view, plus every other event of the party (the choices). */
function eventFormat(party: string, interfaces: readonly string[], wildcard: boolean) {
  const byInterface = interfaces.map((interfaceId) => ({
    identifierFilter: { InterfaceFilter: { value: { interfaceId, includeInterfaceView: true, includeCreatedEventBlob: false } } },
  }));
  const everything = wildcard ? [{ identifierFilter: { WildcardFilter: { value: { includeCreatedEventBlob: false } } } }] : [];
  return { filtersByParty: { [party]: { cumulative: [...byInterface, ...everything] } }, verbose: false };
}

/**
 * The party's Token Standard history in `(beginExclusive, endInclusive]`: each transaction that changed its
 * holdings, with typed records (transfers in and out with the counterparty, merge/split, mint, burn, lock,
 * unlock, and the raw creates and archives no choice explains) and exact amounts. Archived holdings are looked
 * up by contract id (`postV2EventsEventsByContractId`) once per read.
 * @see POST /v2/updates — operation `postV2Updates`, read with `readUpdates`
 */
export async function* readTokenHistory(ledger: TokenHistoryLedger, options: TokenHistoryOptions): AsyncGenerator<TokenHistoryTransaction, void, undefined> {
  const { party, beginExclusive, endInclusive, v2Views = false, standard = 'auto', ...readOptions } = options;
  const interfaces = v2Views ? [...tokenStandardV1Interfaces, ...tokenStandardV2Interfaces] : tokenStandardV1Interfaces;
  const views = new ContractViews((body) => ledger.postV2EventsEventsByContractId(body), eventFormat(party, interfaces, false));
  const range = {
    beginExclusive,
    endInclusive,
    updateFormat: { includeTransactions: { eventFormat: eventFormat(party, interfaces, true), transactionShape: 'TRANSACTION_SHAPE_LEDGER_EFFECTS' } },
    // UpdateRange types one int64 mode at a time; the reader serves clients of either, and the offsets are the
    // caller's own, of its client's mode, so the range is passed on as that client's.
  } as unknown as UpdateRange;
  for await (const element of ledger.readUpdates(range, readOptions)) {
    const transaction = (element as { update?: { Transaction?: { value?: Record<string, unknown> } } }).update?.Transaction?.value;
    if (!transaction) continue;
    const nodes = (Array.isArray(transaction.events) ? transaction.events : []).map(toNode).filter((node): node is LedgerNode => node !== null);
    for (const node of nodes) if (node.kind === 'created') views.remember(node.contractId, node.interfaceViews);
    const records = standard === 'auto' && nodes.some(isEventLog) ? await parseV2(nodes, party, views) : await parseV1(nodes, party, views);
    if (records.length === 0) continue;
    yield {
      updateId: String(transaction.updateId),
      offset: transaction.offset as number | bigint,
      recordTime: String(transaction.recordTime),
      synchronizerId: String(transaction.synchronizerId),
      records,
    };
  }
}
