// The registry client's members beyond its operation methods, composed into `createRegistryClient` by the
// generated entry (src/generated/registry.entry.gen.ts): the commands of a Token Standard transfer, whose
// code (commands.ts) loads on first use.
import type { Core } from '../core/context.ts';
import { errorClasses } from '../core/errors.ts';
import { onDemand } from '../core/on-demand.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type {
  AllocationFactoryAllocateV1,
  AllocationFactoryAllocateV2,
  TransferFactoryTransferV1,
  TransferFactoryTransferV2,
  TransferInstructionChoiceV1,
  TransferInstructionChoiceV2,
} from './arguments.ts';
import type { CommandsState } from './state.ts';
import { ApiNotSupportedError, FeaturedAppRightNotFoundError, type InstrumentId, InstrumentNotServedError, RegistryAdminMismatchError } from './errors.ts';
import type { ChoiceCommand, ChoiceCommandOptionsV1, ChoiceCommandOptionsV2, ChoiceContext, FeatureWith, TransferCommand } from './public.ts';

/** What a registry client has beyond its generated operation methods: the commands of a transfer. */
export interface RegistryClientExtension<M extends Int64Mode> {
  /**
   * The ledger command of a transfer. Before anything is sent it checks the amount (Daml Numeric 10 text, or a
   * `Numeric10`, sent as its full-scale text; `RequestError` naming the field), v1's `expectedAdmin` against the registry's admin
   * (`RegistryAdminMismatchError`), that the registry serves `transfer.instrumentId`
   * (`InstrumentNotServedError`) and lists the transfer-instruction API of `version` (`ApiNotSupportedError`);
   * then asks it for the factory and the choice context (`getTransferFactory`, `getTransferFactoryV2` with
   * `version: 2`) and puts the context into `extraArgs.context` as the registry answered it. Submit `command` with
   * `disclosedContracts` (`postV2CommandsSubmitAndWait`, or `prepareSubmission` for an external party).
   * `choiceArgument` is `TransferFactory_Transfer`'s argument; its `extraArgs.meta` is kept, its context filled.
   * @see POST /registry/transfer-instruction/v1/transfer-factory — operation `getTransferFactory` of the spec
   */
  transferCommand(choiceArgument: TransferFactoryTransferV1, options?: ChoiceCommandOptionsV1): Promise<TransferCommand>;
  /** The v2 `TransferFactory_Transfer` (accounts, `actors`, no `expectedAdmin`): see the v1 overload. */
  transferCommand(choiceArgument: TransferFactoryTransferV2, options: ChoiceCommandOptionsV2): Promise<TransferCommand>;
  /**
   * The ledger command of the receiver's `accept` or `reject`, or the sender's `withdraw`, of the transfer
   * instruction `instructionId`, with a fresh context from the registry
   * (`getTransferInstruction{Accept,Reject,Withdraw}Context`, `…V2` with `version: 2`), once the registry's info
   * or instruments list the transfer-instruction API of `version` (`ApiNotSupportedError` otherwise). With
   * `instrumentId`, the instruction's instrument, it reads that instrument (`getInstrument`, checked as
   * `transferCommand` checks one) instead of every page of `listInstruments`.
   * @see POST /registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/accept — operation `getTransferInstructionAcceptContext` of the spec
   */
  transferInstructionCommand(
    instructionId: string,
    choice: 'accept' | 'reject' | 'withdraw',
    options?: ChoiceCommandOptionsV1 & { choiceArgument?: TransferInstructionChoiceV1; instrumentId?: InstrumentId },
  ): Promise<ChoiceCommand>;
  /** The v2 choice, whose `choiceArgument.actors` are its controllers: see the v1 overload. */
  transferInstructionCommand(
    instructionId: string,
    choice: 'accept' | 'reject' | 'withdraw',
    options: ChoiceCommandOptionsV2 & { choiceArgument: TransferInstructionChoiceV2; instrumentId?: InstrumentId },
  ): Promise<ChoiceCommand>;
  /**
   * The ledger command of `AllocationFactory_Allocate`, checked as `transferCommand` checks a transfer (the
   * amounts; v1's `expectedAdmin`, v2's `allocation.admin`; the instruments; the allocation-instruction API of
   * `version`), on the factory and with the context the registry answers (`getAllocationFactory`,
   * `getAllocationFactoryV2` with `version: 2`).
   * @see POST /registry/allocation-instruction/v1/allocation-factory — operation `getAllocationFactory` of the spec
   */
  allocationCommand(choiceArgument: AllocationFactoryAllocateV1, options?: ChoiceCommandOptionsV1): Promise<ChoiceCommand>;
  /** The v2 `AllocationFactory_Allocate` (`settlement`, `actors`, the admin in `allocation.admin`): see the v1 overload. */
  allocationCommand(choiceArgument: AllocationFactoryAllocateV2, options: ChoiceCommandOptionsV2): Promise<ChoiceCommand>;
  /**
   * `context` with `featureWith.provider`'s featured-app right from Scan under `featured-app-right`, and
   * the right among the disclosed contracts; as it was when it holds a right already. For the choice
   * contexts of allocations, which Splice 0.8.0's Scan no longer features. `FeaturedAppRightNotFoundError`
   * when Scan has no right of the provider.
   */
  featureContext(context: ChoiceContext, featureWith: FeatureWith): Promise<ChoiceContext>;
}

/** The commands' code (commands.ts), loaded with the first command, as core/on-demand.ts loads the core's modules. */
const loadCommands = /* @__PURE__ */ onDemand(() => import('./commands.ts'));

/** The members of {@link RegistryClientExtension} for one client. */
export function extendRegistryClient<M extends Int64Mode>(core: Core): RegistryClientExtension<M> {
  const state: CommandsState = {
    invoke: core.invoke,
    baseUrl: core.runtime.options.baseUrl,
    errors: { ...errorClasses, InstrumentNotServedError, FeaturedAppRightNotFoundError, RegistryAdminMismatchError, ApiNotSupportedError },
    asked: new Map(),
  };
  // One implementation per helper serves both overloads: the version is read, and the argument checked, at run time
  // (commands.ts).
  return {
    transferCommand: async (choiceArgument: TransferFactoryTransferV1 | TransferFactoryTransferV2, options?: ChoiceCommandOptionsV1 | ChoiceCommandOptionsV2) =>
      (await loadCommands()).transferCommand(state, choiceArgument, options),
    transferInstructionCommand: async (
      instructionId: string,
      choice: 'accept' | 'reject' | 'withdraw',
      options?: (ChoiceCommandOptionsV1 | ChoiceCommandOptionsV2) & {
        choiceArgument?: TransferInstructionChoiceV1 | TransferInstructionChoiceV2;
        instrumentId?: InstrumentId;
      },
    ) => (await loadCommands()).transferInstructionCommand(state, instructionId, choice, options as never),
    allocationCommand: async (
      choiceArgument: AllocationFactoryAllocateV1 | AllocationFactoryAllocateV2,
      options?: ChoiceCommandOptionsV1 | ChoiceCommandOptionsV2,
    ) => (await loadCommands()).allocationCommand(state, choiceArgument, options),
    featureContext: async (context, featureWith) => (await loadCommands()).featureContext(state, context, featureWith, undefined),
  };
}
