// Holdings of the party created or archived where no Token Standard choice explains them: reported as
// they are, so that a balance summed from the history still adds up.
import { recordBase } from './changes.ts';
import { holdingViewOf, isHoldingContract, type ArchivedNode, type CreatedNode, type LedgerNode } from './events.ts';
import type { ContractViews } from './holdings.ts';
import { toHolding } from './holdings.ts';
import type { RawRecord } from './types.ts';

/** Raw create and archive records of the party's holdings among `nodes` that `include` keeps. */
export async function rawRecords(
  nodes: LedgerNode[],
  party: string,
  views: ContractViews,
  include: (node: CreatedNode | ArchivedNode) => boolean,
): Promise<RawRecord[]> {
  const records: RawRecord[] = [];
  for (const node of nodes) {
    if (node.kind === 'exercised' || !include(node)) continue;
    const holding =
      node.kind === 'created'
        ? toHolding(node.contractId, holdingViewOf(node.interfaceViews))
        : isHoldingContract(node) && node.witnessParties.includes(party)
          ? await views.holding(node.contractId)
          : null;
    if (!holding || holding.owner !== party) continue;
    const change = node.kind === 'created' ? { created: [holding], archived: [] } : { created: [], archived: [holding] };
    const base = recordBase(change, party, { source: 'raw', nodeId: node.nodeId, choice: null, meta: {} });
    records.push({ ...base, kind: node.kind === 'created' ? 'create' : 'archive', contractId: node.contractId, templateId: node.templateId });
  }
  return records;
}
