// How the transaction's nodes are encoded and hashed (V2 and V3). A node's encoding ends with the hashes
// of its children, so a tree hashes bottom-up; a node is referred to by id and its id is never encoded.
// V2 prefixes every node with 0x01 (the node encoding version) and hashes no contract keys; V3 drops the
// prefix and adds the key fields and the QueryByKey node.
import type { GlobalKeyWithMaintainers } from '../../generated/proto/com/daml/ledger/api/v2/interactive/interactive_submission_common_data_pb.ts';
import type { DamlTransaction, DamlTransaction_Node } from '../../generated/proto/com/daml/ledger/api/v2/interactive/interactive_submission_service_pb.ts';
import type {
  Create,
  Exercise,
  Fetch,
  QueryByKey,
} from '../../generated/proto/com/daml/ledger/api/v2/interactive/transaction/v1/interactive_submission_data_pb.ts';
import { DuplicateNodeIdError, MalformedPreparedTransactionError, UnhashableNodeError } from './errors.ts';
import { HashInput, sha256 } from './hash-input.ts';
import { checkLfVersion, type SchemeNumber } from './scheme.ts';
import { addIdentifier, addValue } from './value-encoding.ts';

/** What hashing a transaction's nodes needs: the scheme, the nodes and seeds by id. */
export interface NodeContext {
  scheme: SchemeNumber;
  nodes: ReadonlyMap<string, DamlTransaction_Node>;
  seeds: ReadonlyMap<string, Uint8Array>;
}

/** The context of `transaction`'s nodes; a node id used twice is refused. */
export function nodeContext(scheme: SchemeNumber, transaction: DamlTransaction): NodeContext {
  const nodes = new Map<string, DamlTransaction_Node>();
  for (const node of transaction.nodes) {
    if (nodes.has(node.nodeId)) throw new DuplicateNodeIdError(`transaction.nodes: node id ${JSON.stringify(node.nodeId)} is used by two nodes.`, node.nodeId);
    nodes.set(node.nodeId, node);
  }
  const seeds = new Map<string, Uint8Array>();
  // The first seed of an id counts, as Canton's reference looks seeds up.
  for (const seed of transaction.nodeSeeds) if (!seeds.has(String(seed.nodeId))) seeds.set(String(seed.nodeId), seed.seed);
  return { scheme, nodes, seeds };
}

/** SHA-256 of the encoding of node `nodeId`; `path` holds the ids above it (a cycle is refused). */
export async function hashNode(context: NodeContext, nodeId: string, path: readonly string[] = []): Promise<Uint8Array> {
  return sha256(await encodeNode(context, nodeId, path));
}

/** The encoding of node `nodeId`, its children hashed first. */
export async function encodeNode(context: NodeContext, nodeId: string, path: readonly string[] = []): Promise<Uint8Array> {
  const node = context.nodes.get(nodeId);
  if (node === undefined)
    throw new MalformedPreparedTransactionError(`transaction: node ${JSON.stringify(nodeId)} is referred to but not in transaction.nodes.`);
  if (path.includes(nodeId)) throw new MalformedPreparedTransactionError(`transaction: node ${JSON.stringify(nodeId)} is its own descendant.`);
  if (node.versionedNode.case !== 'v1') throw new MalformedPreparedTransactionError(`node ${nodeId}: no node of a known version (v1).`);
  const inner = node.versionedNode.value.nodeType;
  // Siblings are hashed concurrently (Web Crypto digests run off the main thread); the order stays theirs.
  const children = (ids: readonly string[]) => Promise.all(ids.map((id) => hashNode(context, id, [...path, nodeId])));
  const input = new HashInput();
  if (context.scheme === 2) input.byte(0x01);
  switch (inner.case) {
    case 'create':
      addCreate(input, context.scheme, nodeId, inner.value, context.seeds.get(nodeId));
      break;
    case 'exercise':
      addExercise(input, context, nodeId, inner.value, await children(inner.value.children));
      break;
    case 'fetch':
      addFetch(input, context.scheme, nodeId, inner.value);
      break;
    case 'rollback': {
      const hashes = await children(inner.value.children);
      input.byte(0x03).list(hashes, (hash) => input.raw(hash));
      break;
    }
    case 'queryByKey':
      addQueryByKey(input, context.scheme, nodeId, inner.value);
      break;
    default:
      throw new MalformedPreparedTransactionError(`node ${nodeId}: no node type is set.`);
  }
  return input.bytesSoFar();
}

/** A Create node (also an input contract's, with no seed); V3 adds its key. */
export function addCreate(input: HashInput, scheme: SchemeNumber, nodeId: string, create: Create, seed: Uint8Array | undefined): void {
  checkLfVersion(scheme, nodeId, create.lfVersion);
  input
    .string(create.lfVersion)
    .byte(0x00)
    .optional(seed, (s) => input.raw(s));
  input.contractId(create.contractId, `node ${nodeId} contract id`).string(create.packageName);
  addIdentifier(input, create.templateId, `node ${nodeId} template id`);
  addValue(input, create.argument, `node ${nodeId} argument`);
  input.strings(create.signatories).strings(create.stakeholders);
  addKey(input, scheme, nodeId, create.key, undefined);
}

function addExercise(input: HashInput, context: NodeContext, nodeId: string, exercise: Exercise, childHashes: Uint8Array[]): void {
  const { scheme } = context;
  checkLfVersion(scheme, nodeId, exercise.lfVersion);
  const seed = context.seeds.get(nodeId);
  if (seed === undefined) throw new MalformedPreparedTransactionError(`node ${nodeId}: an Exercise node has no seed in transaction.nodeSeeds.`);
  input.string(exercise.lfVersion).byte(0x01).raw(seed);
  input.contractId(exercise.contractId, `node ${nodeId} contract id`).string(exercise.packageName);
  addIdentifier(input, exercise.templateId, `node ${nodeId} template id`);
  input.strings(exercise.signatories).strings(exercise.stakeholders).strings(exercise.actingParties);
  input.optional(exercise.interfaceId, (id) => addIdentifier(input, id, `node ${nodeId} interface id`));
  input.string(exercise.choiceId);
  addValue(input, exercise.chosenValue, `node ${nodeId} chosen value`);
  input.bool(exercise.consuming);
  input.optional(exercise.exerciseResult, (result) => addValue(input, result, `node ${nodeId} exercise result`));
  input.strings(exercise.choiceObservers);
  addKey(input, scheme, nodeId, exercise.key, exercise.byKey);
  input.list(childHashes, (hash) => input.raw(hash));
}

function addFetch(input: HashInput, scheme: SchemeNumber, nodeId: string, fetch: Fetch): void {
  checkLfVersion(scheme, nodeId, fetch.lfVersion);
  input.string(fetch.lfVersion).byte(0x02);
  input.contractId(fetch.contractId, `node ${nodeId} contract id`).string(fetch.packageName);
  addIdentifier(input, fetch.templateId, `node ${nodeId} template id`);
  input.strings(fetch.signatories).strings(fetch.stakeholders);
  input.optional(fetch.interfaceId, (id) => addIdentifier(input, id, `node ${nodeId} interface id`));
  input.strings(fetch.actingParties);
  addKey(input, scheme, nodeId, fetch.key, fetch.byKey);
}

function addQueryByKey(input: HashInput, scheme: SchemeNumber, nodeId: string, query: QueryByKey): void {
  if (scheme === 2) throw new UnhashableNodeError(`node ${nodeId}: hashing scheme V2 cannot hash a QueryByKey node (it needs V3).`, nodeId, query.lfVersion);
  checkLfVersion(scheme, nodeId, query.lfVersion);
  input.string(query.lfVersion).byte(0x04).string(query.packageName);
  addIdentifier(input, query.templateId, `node ${nodeId} template id`);
  input.bool(query.exhaustive);
  if (query.key === undefined) throw new MalformedPreparedTransactionError(`node ${nodeId}: a QueryByKey node has no key.`);
  addKeyWithMaintainers(input, nodeId, query.key);
  input.list(query.result, (cid) => input.contractId(cid, `node ${nodeId} result`));
}

/** V3: `byKey` (Exercise and Fetch; undefined for Create, which has none), then the optional key; V2 refuses either. */
function addKey(input: HashInput, scheme: SchemeNumber, nodeId: string, key: GlobalKeyWithMaintainers | undefined, byKey: boolean | undefined): void {
  if (scheme === 2) {
    if (key !== undefined || byKey === true)
      throw new UnhashableNodeError(`node ${nodeId}: hashing scheme V2 cannot hash contract keys (it needs V3).`, nodeId, undefined);
    return;
  }
  if (byKey !== undefined) input.bool(byKey);
  input.optional(key, (k) => addKeyWithMaintainers(input, nodeId, k));
}

function addKeyWithMaintainers(input: HashInput, nodeId: string, withMaintainers: GlobalKeyWithMaintainers): void {
  const key = withMaintainers.key;
  if (key === undefined) throw new MalformedPreparedTransactionError(`node ${nodeId}: a contract key without its key.`);
  input.string(key.packageName);
  addIdentifier(input, key.templateId, `node ${nodeId} key template id`);
  addValue(input, key.key, `node ${nodeId} key`);
  input.raw(key.hash).strings(withMaintainers.maintainers);
}
