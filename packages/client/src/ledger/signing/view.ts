// What an external party signs, shown: the decoded prepared transaction as a JSON-safe tree a wallet can
// render before signing (each action's template, choice, arguments and parties; the input contracts; the
// submitters, command id, synchronizer and time bounds). It shows what the hash commits to; check the hash
// itself with verifyPreparedTransactionHash.
import type { PreparedTransaction } from '../../generated/proto/com/daml/ledger/api/v2/interactive/interactive_submission_service_pb.ts';
import type { Create } from '../../generated/proto/com/daml/ledger/api/v2/interactive/transaction/v1/interactive_submission_data_pb.ts';
import { decodePreparedTransaction } from './decode.ts';
import { MalformedPreparedTransactionError } from './errors.ts';
import type { SignedAction, SignedContent } from './types.ts';
import { identifierText, isoOfMicros, plainValue } from './value-view.ts';

const observersOf = (signatories: string[], stakeholders: string[]) => stakeholders.filter((party) => !signatories.includes(party));

function createFields(create: Create) {
  return {
    templateId: identifierText(create.templateId),
    packageName: create.packageName,
    contractId: create.contractId,
    argument: plainValue(create.argument),
    signatories: [...create.signatories],
    observers: observersOf(create.signatories, create.stakeholders),
  };
}

/** The actions of `nodes` by id, built into trees from the roots; an unknown or repeated reference is refused. */
function actionTree(prepared: PreparedTransaction): SignedAction[] {
  const nodes = new Map(prepared.transaction!.nodes.map((node) => [node.nodeId, node]));
  const action = (nodeId: string, depth: number): SignedAction => {
    const node = nodes.get(nodeId);
    if (node === undefined || node.versionedNode.case !== 'v1' || depth > nodes.size)
      throw new MalformedPreparedTransactionError(`transaction: node ${JSON.stringify(nodeId)} is missing, of an unknown version, or its own descendant.`);
    const inner = node.versionedNode.value.nodeType;
    const children = (ids: string[]) => ids.map((id) => action(id, depth + 1));
    switch (inner.case) {
      case 'create':
        return { nodeId, kind: 'create', ...createFields(inner.value) };
      case 'exercise': {
        const e = inner.value;
        return {
          nodeId,
          kind: 'exercise',
          templateId: identifierText(e.templateId),
          packageName: e.packageName,
          contractId: e.contractId,
          choice: e.choiceId,
          consuming: e.consuming,
          interfaceId: identifierText(e.interfaceId),
          argument: plainValue(e.chosenValue),
          result: e.exerciseResult === undefined ? undefined : plainValue(e.exerciseResult),
          actingParties: [...e.actingParties],
          signatories: [...e.signatories],
          observers: observersOf(e.signatories, e.stakeholders),
          choiceObservers: [...e.choiceObservers],
          children: children(e.children),
        };
      }
      case 'fetch': {
        const f = inner.value;
        const parties = { actingParties: [...f.actingParties], signatories: [...f.signatories], observers: observersOf(f.signatories, f.stakeholders) };
        return {
          nodeId,
          kind: 'fetch',
          templateId: identifierText(f.templateId),
          packageName: f.packageName,
          contractId: f.contractId,
          interfaceId: identifierText(f.interfaceId),
          ...parties,
        };
      }
      case 'rollback':
        return { nodeId, kind: 'rollback', children: children(inner.value.children) };
      case 'queryByKey':
        return {
          nodeId,
          kind: 'queryByKey',
          templateId: identifierText(inner.value.templateId),
          packageName: inner.value.packageName,
          argument: plainValue(inner.value.key?.key?.key),
        };
      default:
        throw new MalformedPreparedTransactionError(`node ${nodeId}: no node type is set.`);
    }
  };
  return prepared.transaction!.roots.map((root) => action(root, 0));
}

/** What signing `preparedTransaction` (base64, bytes or decoded) agrees to, as a JSON-safe view to show the signer. */
export async function describePreparedTransaction(preparedTransaction: string | Uint8Array | PreparedTransaction): Promise<SignedContent> {
  const prepared =
    typeof preparedTransaction === 'string' || preparedTransaction instanceof Uint8Array
      ? await decodePreparedTransaction(preparedTransaction)
      : preparedTransaction;
  const metadata = prepared.metadata!;
  const time = (micros: bigint | undefined) => (micros === undefined ? undefined : isoOfMicros(micros));
  return {
    submitters: [...(metadata.submitterInfo?.actAs ?? [])],
    commandId: metadata.submitterInfo?.commandId ?? '',
    synchronizerId: metadata.synchronizerId,
    transactionUuid: metadata.transactionUuid,
    preparationTime: isoOfMicros(metadata.preparationTime),
    minLedgerEffectiveTime: time(metadata.minLedgerEffectiveTime),
    maxLedgerEffectiveTime: time(metadata.maxLedgerEffectiveTime),
    maxRecordTime: time(metadata.maxRecordTime),
    actions: actionTree(prepared),
    inputContracts: metadata.inputContracts.flatMap((input) => {
      if (input.contract.case !== 'v1') return [];
      const { contractId, templateId, packageName, argument, signatories, observers } = createFields(input.contract.value);
      return [{ contractId, templateId, packageName, createdAt: isoOfMicros(input.createdAt), argument, signatories, observers }];
    }),
  };
}
