// A stand-in for a Scan's Token Standard registry, answering as Splice's code does (specs/README.md, "Token Standard
// registry"): pekko's routes mounted at the Scan's root (a path no route matches is Splice's 404 `{error}` naming the
// request URI, a known path with another method pekko's 405), guardrail's body decoders (what does not decode is pekko's 400 text/plain "The request content
// was malformed:"), and the handlers (HttpTokenStandard{Metadata,TransferInstruction,AllocationInstruction,Allocation}Handler,
// util/ChoiceContextBuilder) reading a store of contracts: `{error}` JSON for what they reject themselves (400
// INVALID_ARGUMENT, 404 NOT_FOUND), contexts built key by key and contract by contract, circe's `null` for every None.
// Nothing here replays the spec's examples: the store below holds the contracts whose ids those examples name, so a
// conformance run reaches them, and every answer is computed from it.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Reply, SpecServer } from './spec-server.ts';

/**
 * A check of the registry's code that a broken stand-in leaves out: `decoding` reads a body or query it cannot decode
 * as absent (and answers 200), `choice-arguments` builds the factories without reading the choice arguments (as the v1
 * allocation factory does everywhere), `paging` hands out a `nextPageToken` (the last instrument's id) whatever
 * `pageToken` says.
 */
export type RegistryCheck = 'decoding' | 'choice-arguments' | 'paging';

/**
 * One of the Token Standard's APIs, as the spec tags its operations. Scan serves them all; another issuer's registry
 * may serve only some (allocations are optional, v2 came later), and answer the others as no route of its own.
 */
export const registryApis = [
  'metadata-v1',
  'transfer-instruction-v1',
  'transfer-instruction-v2',
  'allocation-instruction-v1',
  'allocation-instruction-v2',
  'allocation-v1',
  'allocation-v2',
] as const;
export type RegistryApi = (typeof registryApis)[number];

/** A contract as Scan's store holds it: what it discloses, and for the debug fields its package, arguments and creation. */
export interface StoredContract {
  templateId: string;
  contractId: string;
  createdEventBlob: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** What the registry handlers read: the DSO's contracts, pre-approvals, featured-app rights, locks, instructions and allocations. */
export interface RegistryStore {
  dso: string;
  /** `spliceInstanceNames`: the amulet's name and acronym. */
  amuletName: string;
  amuletAcronym: string;
  /** The amulet configuration's active synchronizer, named for every disclosed contract. */
  synchronizerId: string;
  /** Package id → package name, as `DarResourcesUtil.lookupPackageId` knows them; another package's name is `null`. */
  packages: Map<string, string>;
  amuletRules: StoredContract;
  externalPartyAmuletRules: StoredContract;
  /** The newest usable open mining round; none makes the transfer contexts NOT_FOUND. */
  openRound?: StoredContract;
  externalPartyConfigState?: StoredContract;
  /** By receiver; the provider is in the payload. */
  preapprovals: Map<string, StoredContract>;
  /** By provider. */
  featuredAppRights: Map<string, StoredContract>;
  lockedAmulets: Map<string, StoredContract>;
  transferInstructions: Map<string, { lockedAmulet: string; executeBefore: string }>;
  allocationsV1: Map<string, { lockedAmulet: string; executor: string; settleBefore: string; expiresAt: string }>;
  allocationsV2: Map<string, { lockedAmulet?: string; settlementDeadline?: string }>;
  /** The latest snapshot's locked and unlocked balances (Daml decimals); none: the supply is unknown. */
  supply?: { locked: string; unlocked: string; asOf: string };
}

const hex = (label: string) => createHash('sha256').update(label).digest('hex');
/** A contract id in Canton's shape (a `00` discriminator, a suffix `ca1112…`), unique per label. */
export const contractId = (label: string) => `00${hex(label)}ca111220${hex(`${label}/suffix`)}`;
const amuletPackage = hex('splice-amulet');

function contract(
  entity: string,
  label: string,
  payload: Record<string, unknown>,
  createdAt = '2025-02-14T14:30:00.221034Z',
  id = contractId(label),
): StoredContract {
  const templateId = `${amuletPackage}:${entity}`;
  return { templateId, contractId: id, createdEventBlob: Buffer.from(`created ${templateId} ${id}`).toString('base64'), payload, createdAt };
}

/** Parties and contract ids the spec's request examples use, so that a conformance run meets contracts the store holds. */
export const parties = {
  dso: 'DSO::12206c8fd2dd9768e7414dab87a0e087f4f72026463827e6fb17c516cca1a8cc1686',
  alice: 'Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90',
  bob: 'Bob::122081b637d8fcd2c6da6359e6963113a1170de795e4b725b84d1e0b4cfd9ec58ce9',
  carol: 'Carol::1220c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3',
  exchange: 'exchange::1220a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4',
  bobWallet: 'bob-wallet-app::1220d3d07a91c6e8f2a3a9d0f0c5e2b7a4c1d8e5f2a9b6c3d0e7f4a1b8c5d2e9f6a3',
};
export const ids = {
  instruction: '0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4',
  allocationV1: '00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e',
  allocationV2: '00e4122107667123fb7500fa3f5b7f48e491e5cce1ce38884a91b7c8dc9938fc82ca11122062099ffd36db673cf031bf0c25f9655712d5c0c0787a8fd3b2666e0707ee4994',
  /** An instruction whose locked amulet expired and was unlocked. */
  instructionLockGone: contractId('instruction whose lock is gone'),
};

/**
 * Canton Coin's registry on a Scan: Bob pre-approved transfers through his wallet app, which is featured, and so is the
 * exchange; Alice's instruction to Bob and her two allocations for the exchange hold locked amulets.
 */
export function amuletStore(): RegistryStore {
  const dso = parties.dso;
  const locked = (label: string, owner: string, amount: string) =>
    contract('Splice.Amulet:LockedAmulet', label, {
      amulet: { dso, owner, amount: { initialAmount: amount, createdAt: { number: '4709' }, ratePerRound: { rate: '0.0000190259' } } },
      lock: { holders: [dso], expiresAt: '2025-02-15T15:00:00Z', optContext: null },
    });
  const lockedAmulets = [
    locked('lock of the instruction', parties.alice, '100.0000000000'),
    locked('lock of leg 0', parties.alice, '250.0000000000'),
    locked('lock of leg 1', parties.alice, '50.0000000000'),
  ];
  const featured = (provider: string) => contract('Splice.Amulet:FeaturedAppRight', `featured ${provider}`, { dso, provider }, '2025-01-20T11:04:19.551870Z');
  return {
    dso,
    amuletName: 'Canton Coin',
    amuletAcronym: 'CC',
    synchronizerId: 'global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a',
    packages: new Map([[amuletPackage, 'splice-amulet']]),
    amuletRules: contract('Splice.AmuletRules:AmuletRules', 'amulet rules', { dso, isDevNet: false }, '2025-01-06T09:12:44.118402Z'),
    externalPartyAmuletRules: contract(
      'Splice.ExternalPartyAmuletRules:ExternalPartyAmuletRules',
      'external party amulet rules',
      { dso },
      '2025-01-06T09:12:51.730915Z',
    ),
    openRound: contract(
      'Splice.Round:OpenMiningRound',
      'round 4711',
      { dso, round: { number: '4711' }, amuletPrice: '0.0050000000' },
      '2025-02-14T14:40:12.402113Z',
    ),
    // A package Scan has no DAR of: its debug package name is null even with the debug fields asked for.
    externalPartyConfigState: {
      ...contract('Splice.ExternalPartyConfigState:ExternalPartyConfigState', 'config state', { dso, targetArchiveAfter: '2025-02-14T15:30:00Z' }),
      templateId: `${hex('splice-external-party-config')}:Splice.ExternalPartyConfigState:ExternalPartyConfigState`,
    },
    preapprovals: new Map([
      [
        parties.bob,
        contract(
          'Splice.AmuletRules:TransferPreapproval',
          'preapproval of Bob',
          { dso, receiver: parties.bob, provider: parties.bobWallet },
          '2025-02-01T08:00:01.003124Z',
        ),
      ],
    ]),
    featuredAppRights: new Map([parties.bobWallet, parties.exchange].map((p) => [p, featured(p)])),
    lockedAmulets: new Map(lockedAmulets.map((c) => [c.contractId, c])),
    transferInstructions: new Map([
      [ids.instruction, { lockedAmulet: lockedAmulets[0]!.contractId, executeBefore: '2025-02-15T14:57:30Z' }],
      [ids.instructionLockGone, { lockedAmulet: contractId('an unlocked amulet'), executeBefore: '2025-02-13T10:00:00Z' }],
    ]),
    allocationsV1: new Map([
      [
        ids.allocationV1,
        { lockedAmulet: lockedAmulets[1]!.contractId, executor: parties.exchange, settleBefore: '2025-02-14T16:55:00Z', expiresAt: '2025-02-14T15:55:00Z' },
      ],
    ]),
    allocationsV2: new Map([[ids.allocationV2, { lockedAmulet: lockedAmulets[2]!.contractId, settlementDeadline: '2025-02-14T16:55:00Z' }]]),
    supply: { locked: '1204519.1234500000', unlocked: '28492097257.2867871870', asOf: '2025-02-14T15:00:00Z' },
  };
}

/** Java's `BigDecimal.toString` of a decimal of `scale` digits after the point: plain, or `0E-10` style below 10^-6. */
export function bigDecimalString(unscaled: bigint, scale: number): string {
  const negative = unscaled < 0n;
  const digits = (negative ? -unscaled : unscaled).toString();
  const adjusted = -scale + (digits.length - 1);
  let body: string;
  if (scale >= 0 && adjusted >= -6) {
    if (scale === 0) body = digits;
    else {
      const padded = digits.padStart(scale + 1, '0');
      body = `${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
    }
  } else body = `${digits.slice(0, 1)}${digits.length > 1 ? `.${digits.slice(1)}` : ''}E${adjusted >= 0 ? '+' : ''}${adjusted}`;
  return negative ? `-${body}` : body;
}

/** A Daml decimal (`123.45`) as its unscaled value at `scale`. */
function unscaled(decimal: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const value = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return decimal.startsWith('-') ? -value : value;
}

// ---- Replies ----

const jsonReply = (status: number, body: unknown): Reply => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const textReply = (status: number, body: string): Reply => ({ status, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body });
/** Pekko's rejection of an entity that does not unmarshal (HttpAdminService.scala: RejectionHandler.default). */
const malformed = (why: string) => textReply(400, `The request content was malformed:\n${why}`);
/** A gRPC status the handler fails with, as HttpErrorHandler answers it: `{error}` JSON. */
class StatusError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
const notFound = (message: string) => new StatusError(404, message);
const invalidArgument = (message: string) => new StatusError(400, message);

// ---- Decoding (guardrail's circe decoders of the token-standard request schemas) ----

/** Jawn's parse failure of a body that is not JSON, as circe reports it. */
function parseJson(text: string): { value: unknown } | { failure: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    // A body cut short is jawn's "exhausted input"; anything else an unexpected character.
    if (text.trim() === '' || (error instanceof Error && /end of (json|data)/i.test(error.message))) return { failure: 'exhausted input' };
    return { failure: `expected json value got '${text.trim().slice(0, 20)}' (line 1, column 1)` };
  }
}

const wrongType = (path: string, value: unknown, expecting: string) =>
  `DecodingFailure at ${path}: Got value '${JSON.stringify(value)}' with wrong type, expecting ${expecting}`;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface ChoiceContextRequest {
  excludeDebugFields: boolean;
}
interface FactoryRequest extends ChoiceContextRequest {
  /** circe `Json`: any JSON value, `null` included. */
  choiceArguments: unknown;
}

/** An `Option[Boolean]`: absent or `null` is None (false for the handlers). */
function optionalBoolean(body: Record<string, unknown>, field: string): boolean | string {
  const value = body[field];
  if (value === undefined || value === null) return false;
  return typeof value === 'boolean' ? value : wrongType(`.${field}`, value, 'boolean');
}

/** `GetChoiceContextRequest`: `meta` an optional `Map[String, String]`, `excludeDebugFields` an optional Boolean; other fields ignored. */
function decodeContextRequest(body: unknown): ChoiceContextRequest | string {
  if (!isRecord(body)) return wrongType('', body, 'object');
  const meta = body['meta'];
  if (meta !== undefined && meta !== null) {
    if (!isRecord(meta)) return wrongType('.meta', meta, 'object');
    for (const [key, value] of Object.entries(meta)) if (typeof value !== 'string') return wrongType(`.meta.${key}`, value, 'string');
  }
  const exclude = optionalBoolean(body, 'excludeDebugFields');
  return typeof exclude === 'string' ? exclude : { excludeDebugFields: exclude };
}

/** `GetFactoryRequest`: `choiceArguments` a required `Json`, `excludeDebugFields` an optional Boolean. */
function decodeFactoryRequest(body: unknown): FactoryRequest | string {
  if (!isRecord(body) || !('choiceArguments' in body)) return 'DecodingFailure at .choiceArguments: Missing required field';
  const exclude = optionalBoolean(body, 'excludeDebugFields');
  return typeof exclude === 'string' ? exclude : { choiceArguments: body['choiceArguments'], excludeDebugFields: exclude };
}

// ---- The choice codecs (`<Choice>.fromJson`), for the records the handlers read ----

type DamlType =
  | 'party'
  | 'text'
  | 'decimal'
  | 'time'
  | 'contractId'
  | 'any'
  | 'bool'
  | { enum: string[] }
  | { record: Record<string, DamlType> }
  | { list: DamlType }
  | { optional: DamlType }
  | { textMap: DamlType };

const metadata: DamlType = { record: { values: { textMap: 'text' } } };
const extraArgs: DamlType = { record: { context: { record: { values: { textMap: 'any' } } }, meta: metadata } };
const instrumentId: DamlType = { record: { admin: 'party', id: 'text' } };
const account: DamlType = { record: { owner: 'party', provider: { optional: 'party' }, id: 'text' } };
const transferOf = (holder: DamlType): DamlType => ({
  record: {
    sender: holder,
    receiver: holder,
    amount: 'decimal',
    instrumentId,
    requestedAt: 'time',
    executeBefore: 'time',
    inputHoldingCids: { list: 'contractId' },
    meta: metadata,
  },
});
// The records as the token standard's Daml interfaces declare them (v1: TransferInstructionV1.daml; v2:
// TransferInstructionV2.daml, AllocationInstructionV2.daml, AllocationV2.daml as Scan's handlers read them;
// see specs/README.md, "Token Standard registry").
const settlementV2: DamlType = { record: { executors: { list: 'party' }, id: 'text', cid: { optional: 'contractId' }, meta: metadata } };
const choices = {
  transferV1: { name: 'TransferFactory_Transfer', type: { record: { expectedAdmin: 'party', transfer: transferOf('party'), extraArgs } } },
  transferV2: { name: 'TransferFactory_Transfer', type: { record: { transfer: transferOf(account), actors: { list: 'party' }, extraArgs } } },
  allocateV2: {
    name: 'AllocationFactory_Allocate',
    type: {
      record: {
        // `settlement` beside `allocation`, not in it (Splice #5579, 0.6.5 on; specs/README.md).
        settlement: settlementV2,
        allocation: {
          record: {
            admin: 'party',
            authorizer: account,
            transferLegSides: {
              list: {
                record: {
                  transferLegId: 'text',
                  side: { enum: ['SenderSide', 'ReceiverSide'] },
                  otherside: account,
                  amount: 'decimal',
                  instrumentId: 'text',
                  meta: metadata,
                },
              },
            },
            settlementDeadline: { optional: 'time' },
            nextIterationFunding: { optional: 'any' },
            committed: 'bool',
            meta: metadata,
          },
        },
        requestedAt: 'time',
        inputHoldingCids: { list: 'contractId' },
        extraArgs,
        actors: { list: 'party' },
      },
    },
  },
  settleBatch: {
    name: 'SettlementFactory_SettleBatch',
    type: {
      record: {
        settlement: settlementV2,
        transferLegs: {
          list: { record: { transferLegId: 'text', sender: account, receiver: account, amount: 'decimal', instrumentId: 'text', meta: metadata } },
        },
        allocations: {
          list: { record: { allocationCid: 'contractId', extraTransferLegSides: { list: 'any' }, nextIterationFunding: { optional: 'any' } } },
        },
        actors: { list: 'party' },
        extraArgs,
      },
    },
  },
} satisfies Record<string, { name: string; type: DamlType }>;

/** Why the JSON codec cannot read `value` as `type`, or undefined when it can. */
function codecProblem(value: unknown, type: DamlType): string | undefined {
  if (type === 'any') return undefined;
  if (type === 'bool') return typeof value === 'boolean' ? undefined : `Expected a JSON boolean, got ${JSON.stringify(value)}`;
  if (typeof type === 'string') {
    if (typeof value !== 'string') return `Expected ${type === 'contractId' ? 'contract id' : type} as a JSON string, got ${JSON.stringify(value)}`;
    if (type === 'decimal' && !/^-?\d+(\.\d+)?$/.test(value)) return `Invalid decimal ${value}`;
    if (type === 'time' && Number.isNaN(Date.parse(value))) return `Invalid timestamp ${value}`;
    return undefined;
  }
  if ('enum' in type) return typeof value === 'string' && type.enum.includes(value) ? undefined : `Unknown constructor ${JSON.stringify(value)}`;
  if ('optional' in type) return value === null || value === undefined ? undefined : codecProblem(value, type.optional);
  if ('list' in type)
    return Array.isArray(value)
      ? value.map((item) => codecProblem(item, type.list)).find((p) => p !== undefined)
      : `Expected a JSON array, got ${JSON.stringify(value)}`;
  if (!isRecord(value)) return `Expected a JSON object, got ${JSON.stringify(value)}`;
  if ('textMap' in type)
    return Object.values(value)
      .map((v) => codecProblem(v, type.textMap))
      .find((p) => p !== undefined);
  // The generated fromJson(String) decodes strictly: a field the record does not declare is an error.
  const unknown = Object.keys(value).find((field) => !(field in type.record));
  if (unknown !== undefined) return `Unknown field ${unknown} (known fields are [${Object.keys(type.record).join(', ')}])`;
  for (const [field, fieldType] of Object.entries(type.record)) {
    if (!(field in value) && !(typeof fieldType === 'object' && 'optional' in fieldType)) return `Missing field: ${field}`;
    const problem = codecProblem(value[field], fieldType);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** `<Choice>.fromJson(choiceArguments)`, failing as the handlers do: INVALID_ARGUMENT naming the choice. */
function readChoice(choiceArguments: unknown, choice: { name: string; type: DamlType }): Record<string, unknown> {
  const problem = codecProblem(choiceArguments, choice.type);
  if (problem !== undefined)
    throw invalidArgument(`Field \`choiceArguments\` does not contain a valid \`${choice.name}\`: java.lang.IllegalArgumentException: ${problem}`);
  return choiceArguments as Record<string, unknown>;
}

/** `PartyId.tryFromProtoPrimitive`: `<hint>::<namespace>`, else an IllegalArgumentException, 400 `{error}`. */
function partyId(text: unknown): string {
  const party = String(text);
  if (!/^[^:]+::[0-9a-f]+$/.test(party)) throw invalidArgument(`Invalid unique identifier \`${party}\` with missing namespace.`);
  return party;
}

// ---- ChoiceContextBuilder ----

class ContextBuilder {
  readonly values: Record<string, { tag: string; value: unknown }> = {};
  readonly disclosed: Record<string, unknown>[] = [];
  private readonly store: RegistryStore;
  private readonly excludeDebugFields: boolean;
  constructor(store: RegistryStore, excludeDebugFields: boolean) {
    this.store = store;
    this.excludeDebugFields = excludeDebugFields;
  }

  /** `toTokenStandardDisclosedContract`: the debug fields are None (circe: `null`) when excluded; an unknown package's name is None too. */
  disclose(c: StoredContract | undefined): this {
    if (c === undefined) return this;
    const exclude = this.excludeDebugFields;
    this.disclosed.push({
      templateId: c.templateId,
      contractId: c.contractId,
      createdEventBlob: c.createdEventBlob,
      synchronizerId: this.store.synchronizerId,
      debugPackageName: exclude ? null : (this.store.packages.get(c.templateId.split(':')[0] ?? '') ?? null),
      debugPayload: exclude ? null : c.payload,
      debugCreatedAt: exclude ? null : c.createdAt,
    });
    return this;
  }

  /** `addContract` / `addOptionalContract`: the id under its key (`AV_ContractId`), and the contract disclosed. */
  add(key: string, c: StoredContract | undefined): this {
    if (c === undefined) return this;
    this.values[key] = { tag: 'AV_ContractId', value: c.contractId };
    return this.disclose(c);
  }

  addBool(key: string, value: boolean): this {
    this.values[key] = { tag: 'AV_Bool', value };
    return this;
  }

  build() {
    return { choiceContextData: { values: this.values }, disclosedContracts: this.disclosed };
  }
}

/** The amulet rules, the newest usable open round (NOT_FOUND without one) and the external-party config state. */
function amuletRulesContext(store: RegistryStore, exclude: boolean): ContextBuilder {
  if (store.openRound === undefined) throw notFound('No open usable OpenMiningRound found.');
  return new ContextBuilder(store, exclude)
    .add('amulet-rules', store.amuletRules)
    .add('open-round', store.openRound)
    .add('external-party-config-state', store.externalPartyConfigState);
}

/**
 * `getTwoStepTransferContext`: the locked amulet disclosed and `expire-lock: true` (with the featured provider's right);
 * when the lock is gone, NOT_FOUND if the choice needs it, else only `expire-lock: false`.
 */
function twoStepContext(
  store: RegistryStore,
  exclude: boolean,
  what: { description: string; lockedAmulet?: string; expiry?: string; requireLock: boolean; featuredProvider?: string },
) {
  const lock = what.lockedAmulet === undefined ? undefined : store.lockedAmulets.get(what.lockedAmulet);
  if (lock === undefined) {
    if (what.requireLock) {
      const option = (v: string | undefined) => (v === undefined ? 'None' : `Some(${v})`);
      throw notFound(`LockedAmulet '${option(what.lockedAmulet)}' not found for ${what.description}, which expires on ${option(what.expiry)}`);
    }
    return new ContextBuilder(store, exclude).addBool('expire-lock', false).build();
  }
  const featured = what.featuredProvider === undefined ? undefined : store.featuredAppRights.get(what.featuredProvider);
  return new ContextBuilder(store, exclude)
    .add('external-party-config-state', store.externalPartyConfigState)
    .disclose(lock)
    .addBool('expire-lock', true)
    .add('featured-app-right', featured)
    .build();
}

// ---- The handlers ----

interface Request {
  params: string[];
  query: URLSearchParams;
  body: unknown;
}

function transferFactory(store: RegistryStore, body: FactoryRequest, version: 1 | 2, skip: ReadonlySet<RegistryCheck>) {
  const exclude = body.excludeDebugFields;
  let sender = '';
  let receiver = '';
  let self = false;
  if (!skip.has('choice-arguments')) {
    const transfer = readChoice(body.choiceArguments, version === 1 ? choices.transferV1 : choices.transferV2)['transfer'] as Record<string, unknown>;
    const owner = (holder: unknown) => (version === 1 ? holder : (holder as Record<string, unknown>)['owner']);
    sender = partyId(owner(transfer['sender']));
    receiver = partyId(owner(transfer['receiver']));
    // v1 compares the parties, v2 the whole accounts (owner, provider, id).
    self = JSON.stringify(transfer['sender']) === JSON.stringify(transfer['receiver']);
  }
  const builder = amuletRulesContext(store, exclude);
  // A pre-approval is looked up for another receiver only, and the featured right of its provider with it.
  const preapproval = sender === receiver ? undefined : store.preapprovals.get(receiver);
  const featured = preapproval === undefined ? undefined : store.featuredAppRights.get(String(preapproval.payload['provider']));
  return {
    factoryId: store.externalPartyAmuletRules.contractId,
    transferKind: self ? 'self' : preapproval !== undefined ? 'direct' : 'offer',
    choiceContext: builder.add('featured-app-right', featured).add('transfer-preapproval', preapproval).disclose(store.externalPartyAmuletRules).build(),
  };
}

function instructionContext(store: RegistryStore, id: string, exclude: boolean, requireLock: boolean) {
  const instruction = store.transferInstructions.get(id);
  if (instruction === undefined) throw notFound(`AmuletTransferInstruction '${id}' not found.`);
  return twoStepContext(store, exclude, {
    description: `AmuletTransferInstruction '${id}'`,
    lockedAmulet: instruction.lockedAmulet,
    expiry: instruction.executeBefore,
    requireLock,
  });
}

function allocationContextV1(store: RegistryStore, id: string, exclude: boolean, executeTransfer: boolean) {
  const allocation = store.allocationsV1.get(id);
  if (allocation === undefined) throw notFound(`AmuletAllocation '${id}' not found.`);
  return twoStepContext(store, exclude, {
    description: `AmuletAllocation '${id}'`,
    lockedAmulet: allocation.lockedAmulet,
    expiry: allocation.settleBefore,
    requireLock: executeTransfer,
    ...(executeTransfer ? { featuredProvider: allocation.executor } : {}),
  });
}

/** A v2 allocation, else a v1 one Scan still holds; never featured. */
function allocationContextV2(store: RegistryStore, id: string, exclude: boolean) {
  const v2 = store.allocationsV2.get(id);
  const v1 = store.allocationsV1.get(id);
  const found = v2 ?? (v1 === undefined ? undefined : { lockedAmulet: v1.lockedAmulet, settlementDeadline: v1.expiresAt });
  if (found === undefined) throw notFound(`AmuletAllocation '${id}' not found.`);
  return twoStepContext(store, exclude, {
    description: `AmuletAllocationV2 '${id}'`,
    ...(found.lockedAmulet === undefined ? {} : { lockedAmulet: found.lockedAmulet }),
    ...(found.settlementDeadline === undefined ? {} : { expiry: found.settlementDeadline }),
    requireLock: false,
  });
}

function instrument(store: RegistryStore) {
  const supply = store.supply;
  return {
    id: 'Amulet',
    name: store.amuletName,
    symbol: store.amuletAcronym,
    decimals: 10,
    totalSupply: supply === undefined ? null : bigDecimalString(unscaled(supply.locked, 10) + unscaled(supply.unlocked, 10), 10),
    totalSupplyAsOf: supply === undefined ? null : supply.asOf,
    supportedApis: {
      'splice-api-token-metadata-v1': 1,
      'splice-api-token-holding-v1': 1,
      'splice-api-token-transfer-instruction-v1': 1,
      'splice-api-token-allocation-v1': 1,
      'splice-api-token-allocation-instruction-v1': 1,
    },
  };
}

type Body = 'none' | 'factory' | 'context';
interface Route {
  method: 'GET' | 'POST';
  /** Path segments; `*` is pekko's `Segment` (any non-empty segment). */
  path: string;
  body: Body;
  handle: (store: RegistryStore, request: Request, skip: ReadonlySet<RegistryCheck>) => unknown;
}

const contextRoute = (path: string, build: (store: RegistryStore, id: string, exclude: boolean) => unknown): Route => ({
  method: 'POST',
  path,
  body: 'context',
  handle: (store, { params, body }) => build(store, params[0]!, (body as ChoiceContextRequest).excludeDebugFields),
});

const unsupportedAllocationInstructions = 'Allocation instruction choice contexts are unsupported because amulet does not create allocation instructions.';

const routes: Route[] = [
  {
    method: 'GET',
    path: 'registry/metadata/v1/info',
    body: 'none',
    handle: (store) => ({ adminId: store.dso, supportedApis: { 'splice-api-token-metadata-v1': 1 } }),
  },
  {
    method: 'GET',
    path: 'registry/metadata/v1/instruments',
    body: 'none',
    // pageSize and pageToken are read (pageSize as an Int) and ignored: one page, nextPageToken None.
    handle: (store, _request, skip) => ({ instruments: [instrument(store)], nextPageToken: skip.has('paging') ? 'Amulet' : null }),
  },
  {
    method: 'GET',
    path: 'registry/metadata/v1/instruments/*',
    body: 'none',
    handle: (store, { params }) => {
      if (params[0] !== 'Amulet') throw notFound(`No instrument with id ${params[0]} found`);
      return instrument(store);
    },
  },
  {
    method: 'POST',
    path: 'registry/transfer-instruction/v1/transfer-factory',
    body: 'factory',
    handle: (store, { body }, skip) => transferFactory(store, body as FactoryRequest, 1, skip),
  },
  {
    method: 'POST',
    path: 'registry/transfer-instruction/v2/transfer-factory',
    body: 'factory',
    handle: (store, { body }, skip) => transferFactory(store, body as FactoryRequest, 2, skip),
  },
  ...[1, 2].flatMap((v) => [
    contextRoute(`registry/transfer-instruction/v${v}/*/choice-contexts/accept`, (store, id, exclude) => instructionContext(store, id, exclude, true)),
    contextRoute(`registry/transfer-instruction/v${v}/*/choice-contexts/reject`, (store, id, exclude) => instructionContext(store, id, exclude, false)),
    contextRoute(`registry/transfer-instruction/v${v}/*/choice-contexts/withdraw`, (store, id, exclude) => instructionContext(store, id, exclude, false)),
  ]),
  {
    method: 'POST',
    path: 'registry/allocation-instruction/v1/allocation-factory',
    body: 'factory',
    // The v1 handler never reads the choice arguments.
    handle: (store, { body }) => {
      const exclude = (body as FactoryRequest).excludeDebugFields;
      return {
        factoryId: store.externalPartyAmuletRules.contractId,
        choiceContext: amuletRulesContext(store, exclude).disclose(store.externalPartyAmuletRules).build(),
      };
    },
  },
  {
    method: 'POST',
    path: 'registry/allocation-instruction/v2/allocation-factory',
    body: 'factory',
    handle: (store, { body }, skip) => {
      const request = body as FactoryRequest;
      if (!skip.has('choice-arguments')) readChoice(request.choiceArguments, choices.allocateV2);
      const builder = new ContextBuilder(store, request.excludeDebugFields).add('external-party-config-state', store.externalPartyConfigState);
      return { factoryId: store.externalPartyAmuletRules.contractId, choiceContext: builder.disclose(store.externalPartyAmuletRules).build() };
    },
  },
  ...['accept', 'withdraw'].map((choice) =>
    contextRoute(`registry/allocation-instruction/v2/*/choice-contexts/${choice}`, () => {
      throw invalidArgument(unsupportedAllocationInstructions);
    }),
  ),
  contextRoute('registry/allocations/v1/*/choice-contexts/execute-transfer', (store, id, exclude) => allocationContextV1(store, id, exclude, true)),
  contextRoute('registry/allocations/v1/*/choice-contexts/withdraw', (store, id, exclude) => allocationContextV1(store, id, exclude, false)),
  contextRoute('registry/allocations/v1/*/choice-contexts/cancel', (store, id, exclude) => allocationContextV1(store, id, exclude, false)),
  {
    method: 'POST',
    path: 'registry/allocation/v2/settlement-factory',
    body: 'factory',
    handle: (store, { body }, skip) => {
      const request = body as FactoryRequest;
      const batch = skip.has('choice-arguments') ? { allocations: [] } : readChoice(request.choiceArguments, choices.settleBatch);
      const cids = (batch['allocations'] as { allocationCid: string }[]).map((a) => a.allocationCid);
      // The batch's allocations, v2 and v1, that the store holds; their locked amulets, each once.
      const locks = [...cids.map((cid) => store.allocationsV2.get(cid)?.lockedAmulet), ...cids.map((cid) => store.allocationsV1.get(cid)?.lockedAmulet)];
      const lockedAmulets = [...new Set(locks.filter((l): l is string => l !== undefined))].map((l) => store.lockedAmulets.get(l));
      const builder = new ContextBuilder(store, request.excludeDebugFields)
        .add('external-party-config-state', store.externalPartyConfigState)
        .disclose(store.externalPartyAmuletRules);
      for (const lock of lockedAmulets) builder.disclose(lock);
      return { factoryId: store.externalPartyAmuletRules.contractId, choiceContext: builder.build() };
    },
  },
  contextRoute('registry/allocations/v2/*/choice-contexts/withdraw', (store, id, exclude) => allocationContextV2(store, id, exclude)),
  contextRoute('registry/allocations/v2/*/choice-contexts/cancel', (store, id, exclude) => allocationContextV2(store, id, exclude)),
];

/** The API a route belongs to, from its path (`registry/allocations/v1/…` is allocation-v1). */
function apiOf(route: Route): RegistryApi {
  const [, area, version] = route.path.split('/');
  const api = registryApis.find((a) => a === `${area === 'allocations' ? 'allocation' : area}-${version}`);
  if (api === undefined) throw new Error(`the route ${route.path} belongs to no API of the Token Standard`);
  return api;
}

/** The route's path parameters when `segments` match its path, else undefined. */
function match(route: Route, segments: string[]): string[] | undefined {
  const pattern = route.path.split('/');
  if (pattern.length !== segments.length) return undefined;
  const params: string[] = [];
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i]!;
    if (part === '*') {
      if (segment === '') return undefined;
      params.push(decodeURIComponent(segment));
    } else if (part !== segment) return undefined;
  }
  return params;
}

/** What the stand-in answers to one request. */
export function registryReply(
  store: RegistryStore,
  method: string,
  url: URL,
  text: string,
  skip: ReadonlySet<RegistryCheck> = new Set(),
  serves?: ReadonlySet<RegistryApi>,
): Reply {
  const segments = url.pathname.replace(/^\//, '').split('/');
  // A registry without an API has none of its routes: their paths are answered as any no route matches.
  const mounted = serves === undefined ? routes : routes.filter((route) => serves.has(apiOf(route)));
  const matching = mounted.map((route) => ({ route, params: match(route, segments) })).filter((m) => m.params !== undefined);
  const found = matching.find((m) => m.route.method === method);
  if (found === undefined) {
    // Splice's not-found handler (HttpAdminService.scala: notFoundRoute) names the request URI as pekko makes it.
    if (matching.length === 0) return jsonReply(404, { error: `The requested resource could not be found: ${url.href}` });
    return textReply(405, `HTTP method not allowed, supported methods: ${[...new Set(matching.map((m) => m.route.method))].join(', ')}`);
  }
  const { route } = found;
  // The generated route reads `pageSize` as an Int before the handler runs.
  const pageSize = url.searchParams.get('pageSize');
  if (route.path.endsWith('/instruments') && pageSize !== null && !skip.has('decoding')) {
    const n = /^[+-]?\d+$/.test(pageSize) ? Number(pageSize) : Number.NaN;
    if (!Number.isInteger(n) || n < -(2 ** 31) || n >= 2 ** 31)
      return textReply(400, `The query parameter 'pageSize' was malformed:\n'${pageSize}' is not a valid 32-bit signed integer value`);
  }
  let body: unknown;
  if (route.body !== 'none') {
    const parsed = parseJson(text);
    const decoded = 'failure' in parsed ? parsed.failure : route.body === 'factory' ? decodeFactoryRequest(parsed.value) : decodeContextRequest(parsed.value);
    if (typeof decoded === 'string') {
      if (!skip.has('decoding')) return malformed(decoded);
      body = { choiceArguments: {}, excludeDebugFields: false };
    } else body = decoded;
  }
  try {
    return jsonReply(200, route.handle(store, { params: found.params ?? [], query: url.searchParams, body }, skip));
  } catch (error) {
    if (error instanceof StatusError) return jsonReply(error.status, { error: error.message });
    throw error;
  }
}

/**
 * Starts the stand-in on a free loopback port; its base URL is the Scan's origin, where Scan mounts the registry.
 * `serves`: the APIs it mounts (default: all, as Scan does).
 */
export async function startRegistryServer(
  options: { store?: RegistryStore; skip?: ReadonlySet<RegistryCheck>; serves?: ReadonlySet<RegistryApi> } = {},
): Promise<SpecServer> {
  const store = options.store ?? amuletStore();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let reply: Reply;
      try {
        reply = registryReply(
          store,
          req.method ?? 'GET',
          // The URI as pekko makes it: absolute, from the Host header.
          new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`),
          Buffer.concat(chunks).toString('utf8'),
          options.skip,
          options.serves,
        );
      } catch (error) {
        reply = jsonReply(500, { error: error instanceof Error ? error.message : String(error) });
      }
      res.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
