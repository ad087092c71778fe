// The ledger events of a `TRANSACTION_SHAPE_LEDGER_EFFECTS` transaction as the reader needs them: one
// shape per node, with an `Archive` exercise (how ledger effects show an archive) read as an archive.
import { holdingV1, holdingV2, isInterface, transferInstructionV1 } from './interfaces.ts';

/** A Daml `Metadata` record: `{ values: { key: value } }`. */
export type DamlMeta = { values?: Record<string, string> } | null | undefined;

/** An interface view of a created event. */
export interface InterfaceView {
  interfaceId: string;
  viewValue?: Record<string, unknown> | null;
}

/** A created event (the fields the reader reads). */
export interface CreatedNode {
  kind: 'created';
  nodeId: number;
  contractId: string;
  templateId: string;
  interfaceViews: InterfaceView[];
  stakeholders: string[];
}

/** An exercised event that is not a plain `Archive`. */
export interface ExercisedNode {
  kind: 'exercised';
  nodeId: number;
  lastDescendantNodeId: number;
  contractId: string;
  templateId: string;
  interfaceId: string | null;
  choice: string;
  consuming: boolean;
  implementedInterfaces: string[];
  witnessParties: string[];
  choiceArgument: Record<string, unknown>;
  exerciseResult: Record<string, unknown>;
}

/** An archive: an `ArchivedEvent`, or an `Archive` exercise. */
export interface ArchivedNode {
  kind: 'archived';
  nodeId: number;
  contractId: string;
  templateId: string;
  implementedInterfaces: string[];
  witnessParties: string[];
}

export type LedgerNode = CreatedNode | ExercisedNode | ArchivedNode;

type Raw = Record<string, unknown>;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});

/** The node of one event of `Transaction.value.events`, or null for an event kind the reader does not know. */
export function toNode(event: unknown): LedgerNode | null {
  const { CreatedEvent: created, ExercisedEvent: exercised, ArchivedEvent: archived } = record(event);
  if (created) {
    const c = record(created);
    return {
      kind: 'created',
      nodeId: Number(c.nodeId),
      contractId: String(c.contractId),
      templateId: String(c.templateId),
      interfaceViews: Array.isArray(c.interfaceViews) ? (c.interfaceViews as InterfaceView[]) : [],
      stakeholders: [...strings(c.witnessParties), ...strings(c.signatories), ...strings(c.observers)],
    };
  }
  const e = record(exercised ?? archived);
  const base = {
    nodeId: Number(e.nodeId),
    contractId: String(e.contractId),
    templateId: String(e.templateId),
    implementedInterfaces: strings(e.implementedInterfaces),
    witnessParties: strings(e.witnessParties),
  };
  if (archived || (exercised && e.choice === 'Archive')) return { kind: 'archived', ...base };
  if (!exercised) return null;
  return {
    kind: 'exercised',
    ...base,
    lastDescendantNodeId: Number(e.lastDescendantNodeId ?? e.nodeId),
    interfaceId: typeof e.interfaceId === 'string' ? e.interfaceId : null,
    choice: String(e.choice),
    consuming: e.consuming === true,
    choiceArgument: record(e.choiceArgument),
    exerciseResult: record(e.exerciseResult),
  };
}

/** The view of `interfaceId` among a created event's views. */
export function viewOf(views: InterfaceView[], interfaceId: string): Record<string, unknown> | null {
  const view = views.find((v) => isInterface(v.interfaceId, interfaceId));
  return view?.viewValue ?? null;
}

/** The Holding view (V1 or V2) of a created event. */
export function holdingViewOf(views: InterfaceView[]): Record<string, unknown> | null {
  return viewOf(views, holdingV1) ?? viewOf(views, holdingV2);
}

/** Whether an exercised or archived contract is a holding (its template implements Holding V1 or V2). */
export function isHoldingContract(node: { implementedInterfaces: string[] }): boolean {
  return node.implementedInterfaces.some((id) => isInterface(id, holdingV1) || isInterface(id, holdingV2));
}

/** The TransferInstruction view of a created event. */
export function transferInstructionViewOf(views: InterfaceView[]): Record<string, unknown> | null {
  return viewOf(views, transferInstructionV1);
}

/** The values of a Daml `Metadata`, merged over `metas` (later ones win). */
export function mergeMeta(...metas: DamlMeta[]): Record<string, string> {
  return Object.assign({}, ...metas.map((meta) => meta?.values ?? {})) as Record<string, string>;
}
