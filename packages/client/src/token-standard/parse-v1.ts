// V1: no event log, so a change is read from the Token Standard choice that made it — TransferFactory_Transfer,
// TransferInstruction_* by the tag of its result, BurnMintFactory_BurnMint, or any choice whose metadata
// names its `tx-kind` — and the holdings created and archived below it. A choice the reader explains hides
// its descendants; holdings of the party outside every such choice are reported raw.
import { Numeric10 } from '../decimal/numeric10.ts';
import { type HoldingsChange, lockKind, netChange, recordBase, withoutTransients } from './changes.ts';
import { type DamlMeta, type ExercisedNode, holdingViewOf, isHoldingContract, type LedgerNode, mergeMeta } from './events.ts';
import type { ContractViews } from './holdings.ts';
import { toHolding } from './holdings.ts';
import { metaKeys } from './interfaces.ts';
import { rawRecords } from './raw.ts';
import type { RecordBase, TokenHistoryRecord } from './types.ts';

type Source = RecordBase['source'];

/** The holdings created and archived by `node` and its descendants (the party's archives only: others' cannot be looked up). */
async function changeBelow(node: ExercisedNode, nodes: LedgerNode[], party: string, views: ContractViews): Promise<HoldingsChange> {
  const change: HoldingsChange = { created: [], archived: [] };
  const archive = async (target: { contractId: string; witnessParties: string[] }) => {
    const holding = target.witnessParties.includes(party) ? await views.holding(target.contractId) : null;
    if (holding) change.archived.push(holding);
  };
  if (node.consuming && isHoldingContract(node)) await archive(node);
  for (const child of nodes) {
    if (child.nodeId <= node.nodeId || child.nodeId > node.lastDescendantNodeId) continue;
    if (child.kind === 'created') {
      const holding = toHolding(child.contractId, holdingViewOf(child.interfaceViews));
      if (holding) change.created.push(holding);
    } else if ((child.kind === 'archived' || child.consuming) && isHoldingContract(child)) {
      await archive(child);
    }
  }
  return withoutTransients(change);
}

interface Context {
  node: ExercisedNode;
  change: HoldingsChange;
  party: string;
  meta: Record<string, string>;
  source: Source;
}

const base = (c: Context) => recordBase(c.change, c.party, { source: c.source, nodeId: c.node.nodeId, choice: c.node.choice, meta: c.meta });

/** A transfer: out when the party sent it, in when another did; a merge/split or lock when it reaches no one else. */
function transfer(c: Context, instructionSender: string | undefined): TokenHistoryRecord {
  const argumentTransfer = c.node.choiceArgument.transfer as { sender?: unknown } | undefined;
  const sender = c.meta[metaKeys.sender] ?? instructionSender ?? (typeof argumentTransfer?.sender === 'string' ? argumentTransfer.sender : undefined);
  const received = new Map<string, Numeric10>();
  for (const h of c.change.created) if (h.owner !== sender) received.set(h.owner, (received.get(h.owner) ?? Numeric10.zero).add(h.amount));
  const record = base(c);
  if (sender === undefined || received.size === 0) return { ...record, kind: lockKind(record) };
  if (sender === c.party) return { ...record, kind: 'transferOut', receivers: [...received].map(([party, amount]) => ({ party, amount })) };
  return { ...record, kind: 'transferIn', sender, amount: received.get(c.party) ?? Numeric10.zero };
}

/** A merge/split, or a mint or burn as `tx-kind` says, with the amount minted (every owner's holdings' change plus what was burnt) or burnt. */
function mintBurn(c: Context): TokenHistoryRecord {
  const record = base(c);
  const burned = Numeric10.parse(c.meta[metaKeys.burned] ?? '0');
  const everyOwner = netChange(c.change, () => true);
  switch (c.meta[metaKeys.txKind]) {
    case 'mint':
      return { ...record, kind: 'mint', amount: everyOwner.add(burned) };
    case 'burn':
      return { ...record, kind: 'burn', amount: burned.isZero() ? everyOwner.negate() : burned };
    default:
      return { ...record, kind: lockKind(record) };
  }
}

/** The record of an exercise the reader explains; undefined for one it does not (its descendants are read instead). */
async function explain(node: ExercisedNode, nodes: LedgerNode[], party: string, views: ContractViews): Promise<TokenHistoryRecord | undefined> {
  const argument = node.choiceArgument as { transfer?: { meta?: DamlMeta }; extraArgs?: { meta?: DamlMeta }; meta?: DamlMeta };
  const meta = mergeMeta(argument.transfer?.meta, argument.extraArgs?.meta, argument.meta, node.exerciseResult.meta as DamlMeta);
  const context = async (source: Source): Promise<Context> => ({ node, change: await changeBelow(node, nodes, party, views), party, meta, source });
  switch (node.choice) {
    case 'TransferFactory_Transfer':
      return transfer(await context('v1-choice'), undefined);
    case 'TransferInstruction_Accept':
    case 'TransferInstruction_Reject':
    case 'TransferInstruction_Withdraw':
    case 'TransferInstruction_Update': {
      // A party that saw the choice but is no stakeholder of the instruction cannot look it up.
      const instruction = node.witnessParties.includes(party) ? await views.transferInstruction(node.contractId) : null;
      if (!instruction) return undefined;
      const tag = (node.exerciseResult.output as { tag?: unknown } | undefined)?.tag;
      const c = await context('v1-choice');
      if (tag === 'TransferInstructionResult_Completed') return transfer(c, (instruction.transfer as { sender?: string } | undefined)?.sender);
      return { ...base(c), kind: lockKind(base(c)) };
    }
    case 'BurnMintFactory_BurnMint':
      return mintBurn(await context('v1-choice'));
  }
  switch (meta[metaKeys.txKind]) {
    case 'transfer':
      return transfer(await context('v1-tx-kind'), undefined);
    case 'merge-split':
    case 'mint':
    case 'burn':
      return mintBurn(await context('v1-tx-kind'));
    case 'unlock':
      return { ...base(await context('v1-tx-kind')), kind: 'unlock' };
    case 'expire-dust':
      return { ...base(await context('v1-tx-kind')), kind: 'expireDust' };
    case 'settle-V2-allocation':
      return { ...base(await context('v1-tx-kind')), kind: 'settleAllocation' };
    default:
      return undefined;
  }
}

/** The records of a transaction without event logs, in node order. */
export async function parseV1(nodes: LedgerNode[], party: string, views: ContractViews): Promise<TokenHistoryRecord[]> {
  const records: TokenHistoryRecord[] = [];
  const explained = new Set<number>();
  let skipThrough = -1;
  for (const node of nodes) {
    if (node.nodeId <= skipThrough) {
      explained.add(node.nodeId);
      continue;
    }
    if (node.kind !== 'exercised') continue;
    const record = await explain(node, nodes, party, views);
    if (record === undefined) continue;
    skipThrough = node.lastDescendantNodeId;
    explained.add(node.nodeId);
    if (record.created.length > 0 || record.archived.length > 0) records.push(record);
  }
  const raw = await rawRecords(nodes, party, views, (node) => !explained.has(node.nodeId));
  return [...records, ...raw].sort((a, b) => a.nodeId - b.nodeId);
}
