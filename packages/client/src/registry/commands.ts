// The commands of a Token Standard transfer or allocation, loaded on the first call of a helper (extension.ts).
// The registry's context goes into the command as the registry answered it: the same `values` object, never
// re-encoded, and the disclosed contracts with their blobs untouched (only the `debug…` fields, which no
// participant reads, are left out). Before any factory or context is asked, the choice argument's amounts are
// written as text (a `Numeric10` at full scale) and checked (amounts.ts), and its admin, instrument and API
// checked against the registry's metadata (registry-facts.ts).
// The classes it throws come in `state.errors`: importing errors.ts here would split the code loaded up front
// into two chunks.
import type { ErrorClasses } from '../core/errors.ts';
import type { BaseCallOptions } from '../core/types/call-options.ts';
import { checkAmount, withWireAmounts } from './amounts.ts';
import type { InstrumentId } from './errors.ts';
import type { ChoiceCommand, ChoiceCommandOptions, ChoiceContext, FeatureWith, LedgerDisclosedContract, TransferCommand } from './public.ts';
import { checkAdmin, checkInstrument, checkRegistryApi } from './registry-facts.ts';
import type { CommandsState } from './state.ts';

/** The Token Standard APIs of the helpers: the Daml package (the `supportedApis` key) and module, per major version. */
const apis = {
  transfer: { package: 'splice-api-token-transfer-instruction-v', module: 'Splice.Api.Token.TransferInstructionV' },
  allocation: { package: 'splice-api-token-allocation-instruction-v', module: 'Splice.Api.Token.AllocationInstructionV' },
} as const;

/** The `supportedApis` key of `kind`'s API at `version`. */
function apiName(kind: keyof typeof apis, version: 1 | 2): string {
  return `${apis[kind].package}${version}`;
}

/** The template id of `kind`'s interface `entity` at `version`, by package name: every registry implements them. */
function interfaceId(kind: keyof typeof apis, version: 1 | 2, entity: string): string {
  return `#${apiName(kind, version)}:${apis[kind].module}${version}:${entity}`;
}

const instructionOperations = {
  accept: ['getTransferInstructionAcceptContext', 'TransferInstruction_Accept'],
  reject: ['getTransferInstructionRejectContext', 'TransferInstruction_Reject'],
  withdraw: ['getTransferInstructionWithdrawContext', 'TransferInstruction_Withdraw'],
} as const;

const featuredKey = 'featured-app-right';
const emptyMeta = { values: {} };

type Record_ = Record<string, unknown>;

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function versionOf(options: ChoiceCommandOptions | undefined, label: string, errors: ErrorClasses): 1 | 2 {
  const version = options?.version ?? 1;
  if (version !== 1 && version !== 2) throw new errors.RequestError(`${label}: \`version\` must be 1 or 2, got ${String(version)}.`);
  return version;
}

/** The call options of a helper, without its own. */
function callOptions(options: (ChoiceCommandOptions & { choiceArgument?: unknown; instrumentId?: unknown }) | undefined): BaseCallOptions | undefined {
  if (options === undefined) return undefined;
  const { version: _version, featureWith: _feature, choiceArgument: _argument, instrumentId: _instrument, ...call } = options;
  return call;
}

/** The record at `field` of the choice argument (`transfer`, `allocation.transferLeg`), or a RequestError naming it. */
function recordAt(parent: Record_, key: string, field: string, label: string, errors: ErrorClasses): Record_ {
  const value = parent[key];
  if (!isRecord(value)) throw new errors.RequestError(`${label}: \`choiceArgument.${field}\` must be a record (an object).`);
  return value;
}

/** The party at `field` of the choice argument (`expectedAdmin`), or a RequestError naming it. */
function partyAt(parent: Record_, key: string, field: string, label: string, errors: ErrorClasses): string {
  const value = parent[key];
  if (typeof value !== 'string' || value === '') throw new errors.RequestError(`${label}: \`choiceArgument.${field}\` must be a party id.`);
  return value;
}

/** The parties of v2's `actors`, its choices' controllers (TransferInstructionV2.daml, AllocationInstructionV2.daml). */
function checkActors(choiceArgument: Record_ | undefined, choice: string, label: string, errors: ErrorClasses): void {
  const actors = choiceArgument?.['actors'];
  if (!Array.isArray(actors) || actors.length === 0 || !actors.every((actor) => typeof actor === 'string')) {
    throw new errors.RequestError(`${label}: v2's ${choice} needs \`choiceArgument.actors\`, the parties exercising it.`);
  }
}

/** The instrument at `field` (`transfer.instrumentId`) of `where` (the choice argument), checked to be `{admin, id}` strings. */
function instrumentAt(parent: Record_, field: string, label: string, errors: ErrorClasses, where = 'choiceArgument'): InstrumentId {
  const instrument = parent['instrumentId'];
  if (!isRecord(instrument) || typeof instrument['admin'] !== 'string' || typeof instrument['id'] !== 'string') {
    throw new errors.RequestError(`${label}: \`${where}.${field}\` must be \`{admin, id}\`, two strings.`);
  }
  return { admin: instrument['admin'], id: instrument['id'] };
}

/** A registry's disclosed contract as the ledger takes it: its blob and ids as given. */
function disclose(contract: ChoiceContext['disclosedContracts'][number]): LedgerDisclosedContract {
  const { templateId, contractId, createdEventBlob, synchronizerId } = contract;
  return { templateId, contractId, createdEventBlob, synchronizerId };
}

/** The contract id a context holds under `featured-app-right`, if any. */
function featuredIn(context: ChoiceContext): string | undefined {
  const value = context.choiceContextData.values[featuredKey];
  return typeof value?.value === 'string' ? value.value : undefined;
}

/** `context`, featured with the provider's right from Scan (see RegistryClientExtension.featureContext). */
export async function featureContext(
  state: CommandsState,
  context: ChoiceContext,
  featureWith: FeatureWith,
  options: BaseCallOptions | undefined,
): Promise<ChoiceContext> {
  const { errors } = state;
  if (!isRecord(context) || !isRecord(context.choiceContextData) || !isRecord(context.choiceContextData.values) || !Array.isArray(context.disclosedContracts)) {
    throw new errors.RequestError('featureContext: `context` must be a registry choice context, `{choiceContextData: {values}, disclosedContracts}`.');
  }
  if (typeof featureWith?.scan?.lookupFeaturedAppRight !== 'function' || typeof featureWith.provider !== 'string' || featureWith.provider === '') {
    throw new errors.RequestError('featureWith must be `{scan, provider}`: a Scan client (createScanClient) and the app provider party.');
  }
  if (featuredIn(context) !== undefined) return context;
  const { featured_app_right: right } = await featureWith.scan.lookupFeaturedAppRight(featureWith.provider, options);
  if (right === undefined || right === null) {
    throw new errors.FeaturedAppRightNotFoundError(
      `Scan has no featured-app right of ${featureWith.provider} (lookupFeaturedAppRight answered null); the choice was not featured and nothing was submitted.`,
      { operationId: 'lookupFeaturedAppRight', provider: featureWith.provider },
    );
  }
  // The right lives where the context's other contracts do; a context without any leaves the choice to the participant.
  const synchronizerId = context.disclosedContracts.find((c) => typeof c.synchronizerId === 'string')?.synchronizerId;
  const disclosed = { templateId: right.template_id, contractId: right.contract_id, createdEventBlob: right.created_event_blob };
  return {
    choiceContextData: {
      ...context.choiceContextData,
      values: { ...context.choiceContextData.values, [featuredKey]: { tag: 'AV_ContractId', value: right.contract_id } },
    },
    disclosedContracts: [
      ...context.disclosedContracts,
      (synchronizerId === undefined ? disclosed : { ...disclosed, synchronizerId }) as ChoiceContext['disclosedContracts'][number],
    ],
  };
}

/** The command exercising `choice` on `contractId` with `context` in `choiceArgument.extraArgs.context`. */
function command(templateId: string, contractId: string, choice: string, choiceArgument: Record_, context: ChoiceContext): ChoiceCommand {
  const extraArgs = isRecord(choiceArgument['extraArgs']) ? choiceArgument['extraArgs'] : {};
  return {
    command: {
      ExerciseCommand: {
        templateId,
        contractId,
        choice,
        choiceArgument: { ...choiceArgument, extraArgs: { meta: emptyMeta, ...extraArgs, context: context.choiceContextData } },
      },
    },
    disclosedContracts: context.disclosedContracts.map(disclose),
    featuredAppRight: featuredIn(context),
  };
}

/** Asks `operationId` for the factory of `choice` with `choiceArgument` and an empty context, and makes the command on the factory. */
async function factoryCommand(
  state: CommandsState,
  operationId: string,
  templateId: string,
  choice: string,
  choiceArgument: Record_,
  options: ChoiceCommandOptions | undefined,
): Promise<ChoiceCommand & { transferKind?: TransferCommand['transferKind'] }> {
  const call = callOptions(options);
  const extraArgs = isRecord(choiceArgument['extraArgs']) ? choiceArgument['extraArgs'] : {};
  // The registry reads the choice's arguments with an empty context: it is what it answers.
  const asked = { ...choiceArgument, extraArgs: { ...extraArgs, context: emptyMeta, meta: extraArgs['meta'] ?? emptyMeta } };
  const factory = await state.invoke<{ factoryId: string; transferKind?: TransferCommand['transferKind']; choiceContext: ChoiceContext }>(
    operationId,
    undefined,
    { choiceArguments: asked, excludeDebugFields: true },
    call,
  );
  const context = options?.featureWith === undefined ? factory.choiceContext : await featureContext(state, factory.choiceContext, options.featureWith, call);
  return { ...command(templateId, factory.factoryId, choice, choiceArgument, context), transferKind: factory.transferKind };
}

/** See RegistryClientExtension.transferCommand. */
export async function transferCommand(state: CommandsState, given: unknown, options: ChoiceCommandOptions | undefined): Promise<TransferCommand> {
  const { errors } = state;
  const label = 'transferCommand';
  const version = versionOf(options, label, errors);
  if (!isRecord(given)) throw new errors.RequestError(`${label}: \`choiceArgument\` must be TransferFactory_Transfer's argument, a record.`);
  const choiceArgument = withWireAmounts(given);
  const transfer = recordAt(choiceArgument, 'transfer', 'transfer', label, errors);
  checkAmount(transfer['amount'], 'choiceArgument.transfer.amount', label, errors);
  const instrument = instrumentAt(transfer, 'transfer.instrumentId', label, errors);
  if (version === 2) checkActors(choiceArgument, 'TransferFactory_Transfer', label, errors);
  const expectedAdmin = version === 1 ? partyAt(choiceArgument, 'expectedAdmin', 'expectedAdmin', label, errors) : undefined;
  const call = callOptions(options);
  // The instrument first: an `expectedAdmin` copied from another admin's instrument is an instrument not served.
  await checkInstrument(state, label, instrument, apiName('transfer', version), call);
  if (expectedAdmin !== undefined) await checkAdmin(state, label, 'choiceArgument.expectedAdmin', expectedAdmin, call);
  const { transferKind, ...made } = await factoryCommand(
    state,
    version === 1 ? 'getTransferFactory' : 'getTransferFactoryV2',
    interfaceId('transfer', version, 'TransferFactory'),
    'TransferFactory_Transfer',
    choiceArgument,
    options,
  );
  return { ...made, transferKind: transferKind as TransferCommand['transferKind'] };
}

/** The instruments of a v2 allocation (`allocation.transferLegSides[].instrumentId`, ids under `allocation.admin`), its amounts checked. */
function allocationV2Instruments(allocation: Record_, label: string, errors: ErrorClasses): Set<string> {
  const sides = allocation['transferLegSides'];
  if (!Array.isArray(sides)) throw new errors.RequestError(`${label}: \`choiceArgument.allocation.transferLegSides\` must be a list.`);
  const ids = new Set<string>();
  sides.forEach((side: unknown, index) => {
    const field = `choiceArgument.allocation.transferLegSides[${index}]`;
    if (!isRecord(side) || typeof side['instrumentId'] !== 'string') throw new errors.RequestError(`${label}: \`${field}.instrumentId\` must be text.`);
    checkAmount(side['amount'], `${field}.amount`, label, errors);
    ids.add(side['instrumentId']);
  });
  const funding = allocation['nextIterationFunding'];
  if (isRecord(funding)) {
    for (const [id, amount] of Object.entries(funding))
      checkAmount(amount, `choiceArgument.allocation.nextIterationFunding[${JSON.stringify(id)}]`, label, errors);
  }
  return ids;
}

/** See RegistryClientExtension.allocationCommand. */
export async function allocationCommand(state: CommandsState, given: unknown, options: ChoiceCommandOptions | undefined): Promise<ChoiceCommand> {
  const { errors } = state;
  const label = 'allocationCommand';
  const version = versionOf(options, label, errors);
  if (!isRecord(given)) throw new errors.RequestError(`${label}: \`choiceArgument\` must be AllocationFactory_Allocate's argument, a record.`);
  const choiceArgument = withWireAmounts(given);
  const allocation = recordAt(choiceArgument, 'allocation', 'allocation', label, errors);
  const call = callOptions(options);
  const api = apiName('allocation', version);
  if (version === 1) {
    const leg = recordAt(allocation, 'transferLeg', 'allocation.transferLeg', label, errors);
    checkAmount(leg['amount'], 'choiceArgument.allocation.transferLeg.amount', label, errors);
    const instrument = instrumentAt(leg, 'allocation.transferLeg.instrumentId', label, errors);
    const expectedAdmin = partyAt(choiceArgument, 'expectedAdmin', 'expectedAdmin', label, errors);
    await checkInstrument(state, label, instrument, api, call);
    await checkAdmin(state, label, 'choiceArgument.expectedAdmin', expectedAdmin, call);
  } else {
    const ids = allocationV2Instruments(allocation, label, errors);
    checkActors(choiceArgument, 'AllocationFactory_Allocate', label, errors);
    const admin = partyAt(allocation, 'admin', 'allocation.admin', label, errors);
    await checkAdmin(state, label, 'choiceArgument.allocation.admin', admin, call);
    for (const id of ids) await checkInstrument(state, label, { admin, id }, api, call);
  }
  const { transferKind: _none, ...made } = await factoryCommand(
    state,
    version === 1 ? 'getAllocationFactory' : 'getAllocationFactoryV2',
    interfaceId('allocation', version, 'AllocationFactory'),
    'AllocationFactory_Allocate',
    choiceArgument,
    options,
  );
  return made;
}

/** See RegistryClientExtension.transferInstructionCommand. */
export async function transferInstructionCommand(
  state: CommandsState,
  instructionId: string,
  choice: 'accept' | 'reject' | 'withdraw',
  options: (ChoiceCommandOptions & { choiceArgument?: Record_; instrumentId?: InstrumentId }) | undefined,
): Promise<ChoiceCommand> {
  const { errors } = state;
  const label = 'transferInstructionCommand';
  const version = versionOf(options, label, errors);
  const operation = Object.hasOwn(instructionOperations, choice) ? instructionOperations[choice] : undefined;
  if (operation === undefined) throw new errors.RequestError(`${label}: \`choice\` must be 'accept', 'reject' or 'withdraw', got ${String(choice)}.`);
  if (typeof instructionId !== 'string' || instructionId === '') throw new errors.RequestError(`${label}: \`instructionId\` must be a contract id.`);
  if (version === 2) checkActors(options?.choiceArgument, operation[1], label, errors);
  const call = callOptions(options);
  const api = apiName('transfer', version);
  // An instrument the caller names is checked as a transfer's is (one getInstrument); else every listed instrument's APIs are read.
  if (options?.instrumentId === undefined) await checkRegistryApi(state, label, api, call);
  else await checkInstrument(state, label, instrumentAt(options as Record_, 'instrumentId', label, errors, 'options'), api, call);
  const answered = await state.invoke<ChoiceContext>(version === 1 ? operation[0] : `${operation[0]}V2`, [instructionId], { excludeDebugFields: true }, call);
  const context = options?.featureWith === undefined ? answered : await featureContext(state, answered, options.featureWith, call);
  return command(interfaceId('transfer', version, 'TransferInstruction'), instructionId, operation[1], options?.choiceArgument ?? {}, context);
}
