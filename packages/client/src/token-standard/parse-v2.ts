// V2: each `EventLog_HoldingsChange` exercise states which holdings an account's change consumed and
// produced and its transfer legs, so it is taken as it is (authoritative); holdings of the party that no
// event log accounts for are reported raw.
import { Numeric10 } from '../decimal/numeric10.ts';
import { sumNumeric10 } from '../decimal/sum.ts';
import { type HoldingsChange, recordBase, lockKind, touchesParty } from './changes.ts';
import type { ExercisedNode, LedgerNode } from './events.ts';
import { mergeMeta, type DamlMeta } from './events.ts';
import type { ContractViews } from './holdings.ts';
import { eventLogV2, isInterface } from './interfaces.ts';
import { rawRecords } from './raw.ts';
import type { TokenHistoryRecord, TokenHolding } from './types.ts';

interface Leg {
  side: string;
  amount: string;
  otherside: { owner?: string | null } | null;
}

/** Whether `node` is an `EventLog_HoldingsChange` exercise. */
export const isEventLog = (node: LedgerNode): node is ExercisedNode =>
  node.kind === 'exercised' && node.choice === 'EventLog_HoldingsChange' && isInterface(node.interfaceId, eventLogV2);

async function resolve(views: ContractViews, cids: string[]): Promise<TokenHolding[]> {
  const holdings = await Promise.all(cids.map((cid) => views.holding(cid)));
  return holdings.filter((h): h is TokenHolding => h !== null);
}

/** The record of one event log for `party`, or null when it changed nothing of the party's. */
async function eventLogRecord(node: ExercisedNode, party: string, views: ContractViews): Promise<{ record: TokenHistoryRecord; cids: string[] } | null> {
  const argument = node.choiceArgument as {
    inputHoldingCids?: string[];
    outputHoldingCids?: string[];
    account?: { owner?: string | null };
    transferLegSides?: Leg[];
    extraArgs?: { meta?: DamlMeta };
  };
  const inputs = argument.inputHoldingCids ?? [];
  const outputs = argument.outputHoldingCids ?? [];
  const change: HoldingsChange = {
    archived: await resolve(
      views,
      inputs.filter((cid) => !outputs.includes(cid)),
    ),
    created: await resolve(
      views,
      outputs.filter((cid) => !inputs.includes(cid)),
    ),
  };
  const cids = [...inputs, ...outputs];
  if (!touchesParty(change, party)) return null;
  const base = recordBase(change, party, { source: 'v2-event-log', nodeId: node.nodeId, choice: node.choice, meta: mergeMeta(argument.extraArgs?.meta) });
  // Legs are the account's; a leg to the account itself (a lock or merge that moves through a transfer) moves nothing.
  const self = argument.account?.owner ?? null;
  const legs = argument.account?.owner === party ? (argument.transferLegSides ?? []).filter((leg) => (leg.otherside?.owner ?? null) !== self) : [];
  const amount = (chosen: Leg[]) => sumNumeric10(chosen.map((leg) => leg.amount));
  const sent = legs.filter((leg) => leg.side === 'SenderSide' && leg.otherside?.owner);
  const received = legs.filter((leg) => leg.side === 'ReceiverSide' && leg.otherside?.owner);
  if (sent.length > 0) {
    const byReceiver = new Map<string, Numeric10>();
    for (const leg of sent) byReceiver.set(leg.otherside!.owner!, (byReceiver.get(leg.otherside!.owner!) ?? Numeric10.zero).add(leg.amount));
    return { cids, record: { ...base, kind: 'transferOut', receivers: [...byReceiver].map(([receiver, sum]) => ({ party: receiver, amount: sum })) } };
  }
  if (received.length > 0) return { cids, record: { ...base, kind: 'transferIn', sender: received[0]!.otherside!.owner!, amount: amount(received) } };
  // A leg without a party on the other side creates or destroys tokens.
  const minted = legs.filter((leg) => leg.side === 'ReceiverSide');
  if (minted.length > 0) return { cids, record: { ...base, kind: 'mint', amount: amount(minted) } };
  const burned = legs.filter((leg) => leg.side === 'SenderSide');
  if (burned.length > 0) return { cids, record: { ...base, kind: 'burn', amount: amount(burned) } };
  return { cids, record: { ...base, kind: lockKind(base) } };
}

/** The records of a transaction that holds event logs, in node order. */
export async function parseV2(nodes: LedgerNode[], party: string, views: ContractViews): Promise<TokenHistoryRecord[]> {
  const records: TokenHistoryRecord[] = [];
  const accounted = new Set<string>();
  for (const node of nodes) {
    if (!isEventLog(node)) continue;
    const parsed = await eventLogRecord(node, party, views);
    for (const cid of parsed?.cids ?? []) accounted.add(cid);
    if (parsed) records.push(parsed.record);
  }
  const raw = await rawRecords(nodes, party, views, (node) => !accounted.has(node.contractId));
  return [...records, ...raw].sort((a, b) => a.nodeId - b.nodeId);
}
