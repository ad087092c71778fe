// The commands of a Token Standard transfer, loaded on the first call of a helper (extension.ts). The
// registry's context goes into the command as the registry answered it: the same `values` object, never
// re-encoded, and the disclosed contracts with their blobs untouched (only the `debug…` fields, which no
// participant reads, are left out). The classes it throws come in `state.errors`: importing errors.ts here
// would split the code loaded up front into two chunks.
import type { ErrorClasses } from '../core/errors.ts';
import type { BaseCallOptions, Invoke } from '../core/types/call-options.ts';
import type { FeaturedAppRightNotFoundError, InstrumentId, InstrumentNotServedError } from './errors.ts';
import type { ChoiceCommand, ChoiceCommandOptions, ChoiceContext, FeatureWith, LedgerDisclosedContract, TransferCommand } from './public.ts';

/** One registry client's helpers: its calls, and what it learnt of the registry. */
export interface CommandsState {
  invoke: Invoke;
  baseUrl: string;
  errors: ErrorClasses & { InstrumentNotServedError: typeof InstrumentNotServedError; FeaturedAppRightNotFoundError: typeof FeaturedAppRightNotFoundError };
  /** The registry's admin party, asked once. */
  admin?: Promise<string>;
  /** Per instrument id, whether the registry lists it (asked once; a failed ask is asked again). */
  served: Map<string, Promise<boolean>>;
}

/** The Token Standard's Daml interfaces, by package name: every registry implements them. */
const interfaces = {
  1: '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1',
  2: '#splice-api-token-transfer-instruction-v2:Splice.Api.Token.TransferInstructionV2',
} as const;

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
function callOptions(options: (ChoiceCommandOptions & { choiceArgument?: unknown }) | undefined): BaseCallOptions | undefined {
  if (options === undefined) return undefined;
  const { version: _version, featureWith: _feature, choiceArgument: _argument, ...call } = options;
  return call;
}

/** The instrument of `transfer`, checked to be `{admin, id}` strings. */
function instrumentOf(transfer: Record_, errors: ErrorClasses): InstrumentId {
  const instrument = transfer['instrumentId'];
  if (!isRecord(instrument) || typeof instrument['admin'] !== 'string' || typeof instrument['id'] !== 'string') {
    throw new errors.RequestError('transferCommand: `choiceArgument.transfer.instrumentId` must be `{admin, id}`, two strings.');
  }
  return { admin: instrument['admin'], id: instrument['id'] };
}

/** Rejects with InstrumentNotServedError unless the registry administers `instrument` and lists its id. */
async function checkServed(state: CommandsState, instrument: InstrumentId, options: BaseCallOptions | undefined): Promise<void> {
  const { errors } = state;
  const admin = await (state.admin ??= state.invoke<{ adminId: string }>('getRegistryInfo', undefined, undefined, options).then(
    (info) => info.adminId,
    (error: unknown) => {
      state.admin = undefined;
      throw error;
    },
  ));
  const named = `instrument ${instrument.id} of ${instrument.admin}`;
  if (instrument.admin !== admin) {
    throw new errors.InstrumentNotServedError(`transferCommand: the registry at ${state.baseUrl} administers the instruments of ${admin}, not the ${named}.`, {
      instrumentId: instrument,
      registryAdmin: admin,
    });
  }
  let listed = state.served.get(instrument.id);
  if (listed === undefined) {
    listed = state.invoke('getInstrument', [instrument.id], undefined, options).then(
      () => true,
      (error: unknown) => {
        // A 404 in JSON is the registry's "no such instrument" (or Splice's answer to a path no route matches, an
        // id no route takes: not served either); one in another media type is no registry's answer.
        if (error instanceof errors.HttpError && error.status === 404 && error.mediaType === 'application/json') return false;
        state.served.delete(instrument.id);
        throw error;
      },
    );
    state.served.set(instrument.id, listed);
  }
  if (!(await listed)) {
    throw new errors.InstrumentNotServedError(`transferCommand: the registry at ${state.baseUrl} lists no ${named} (getInstrument answered 404).`, {
      instrumentId: instrument,
      registryAdmin: admin,
    });
  }
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

/** See RegistryClientExtension.transferCommand. */
export async function transferCommand(state: CommandsState, choiceArgument: Record_, options: ChoiceCommandOptions | undefined): Promise<TransferCommand> {
  const { errors } = state;
  const version = versionOf(options, 'transferCommand', errors);
  if (!isRecord(choiceArgument) || !isRecord(choiceArgument['transfer'])) {
    throw new errors.RequestError("transferCommand: `choiceArgument` must be TransferFactory_Transfer's argument, with its `transfer` record.");
  }
  // v2's choices name their controllers (TransferInstructionV2.daml); a command without them fails on the ledger.
  if (version === 2 && !Array.isArray(choiceArgument['actors'])) {
    throw new errors.RequestError("transferCommand: v2's TransferFactory_Transfer needs `choiceArgument.actors`, the parties instructing the transfer.");
  }
  const call = callOptions(options);
  await checkServed(state, instrumentOf(choiceArgument['transfer'], errors), call);
  const extraArgs = isRecord(choiceArgument['extraArgs']) ? choiceArgument['extraArgs'] : {};
  // The registry reads the choice's arguments with an empty context: it is what it answers.
  const asked = { ...choiceArgument, extraArgs: { ...extraArgs, context: emptyMeta, meta: extraArgs['meta'] ?? emptyMeta } };
  const factory = await state.invoke<{ factoryId: string; transferKind: TransferCommand['transferKind']; choiceContext: ChoiceContext }>(
    version === 1 ? 'getTransferFactory' : 'getTransferFactoryV2',
    undefined,
    { choiceArguments: asked, excludeDebugFields: true },
    call,
  );
  const context = options?.featureWith === undefined ? factory.choiceContext : await featureContext(state, factory.choiceContext, options.featureWith, call);
  return {
    ...command(`${interfaces[version]}:TransferFactory`, factory.factoryId, 'TransferFactory_Transfer', choiceArgument, context),
    transferKind: factory.transferKind,
  };
}

/** See RegistryClientExtension.transferInstructionCommand. */
export async function transferInstructionCommand(
  state: CommandsState,
  instructionId: string,
  choice: 'accept' | 'reject' | 'withdraw',
  options: (ChoiceCommandOptions & { choiceArgument?: Record_ }) | undefined,
): Promise<ChoiceCommand> {
  const { errors } = state;
  const version = versionOf(options, 'transferInstructionCommand', errors);
  const operation = Object.hasOwn(instructionOperations, choice) ? instructionOperations[choice] : undefined;
  if (operation === undefined)
    throw new errors.RequestError(`transferInstructionCommand: \`choice\` must be 'accept', 'reject' or 'withdraw', got ${String(choice)}.`);
  if (typeof instructionId !== 'string' || instructionId === '')
    throw new errors.RequestError('transferInstructionCommand: `instructionId` must be a contract id.');
  if (version === 2 && !Array.isArray(options?.choiceArgument?.['actors'])) {
    throw new errors.RequestError(`transferInstructionCommand: v2's ${operation[1]} needs \`choiceArgument.actors\`, the parties exercising it.`);
  }
  const call = callOptions(options);
  const answered = await state.invoke<ChoiceContext>(version === 1 ? operation[0] : `${operation[0]}V2`, [instructionId], { excludeDebugFields: true }, call);
  const context = options?.featureWith === undefined ? answered : await featureContext(state, answered, options.featureWith, call);
  return command(`${interfaces[version]}:TransferInstruction`, instructionId, operation[1], options?.choiceArgument ?? {}, context);
}
