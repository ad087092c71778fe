// The registry client's members beyond its operation methods, composed into `createRegistryClient` by the
// generated entry (src/generated/registry.entry.gen.ts): the commands of a Token Standard transfer, whose
// code (commands.ts) loads on first use.
import type { Core } from '../core/context.ts';
import { errorClasses } from '../core/errors.ts';
import { onDemand } from '../core/on-demand.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import { FeaturedAppRightNotFoundError, InstrumentNotServedError } from './errors.ts';
import type { CommandsState } from './commands.ts';
import type { ChoiceCommand, ChoiceCommandOptions, ChoiceContext, FeatureWith, TransferCommand } from './public.ts';

/** What a registry client has beyond its generated operation methods: the commands of a transfer. */
export interface RegistryClientExtension<M extends Int64Mode> {
  /**
   * The ledger command of a transfer: checks that the registry serves `transfer.instrumentId`
   * (`InstrumentNotServedError` otherwise), asks it for the factory and the choice context
   * (`getTransferFactory`, `getTransferFactoryV2` with `version: 2`), and puts the context into
   * `extraArgs.context` as the registry answered it. Submit `command` with `disclosedContracts`
   * (`postV2CommandsSubmitAndWait`, or `prepareSubmission` for an external party).
   * `choiceArgument` is `TransferFactory_Transfer`'s argument; its `extraArgs.meta` is kept, its context filled.
   * @see POST /registry/transfer-instruction/v1/transfer-factory — operation `getTransferFactory` of the spec
   */
  transferCommand(choiceArgument: Record<string, unknown> & { transfer: Record<string, unknown> }, options?: ChoiceCommandOptions): Promise<TransferCommand>;
  /**
   * The ledger command of the receiver's `accept` or `reject`, or the sender's `withdraw`, of the transfer
   * instruction `instructionId`, with a fresh context from the registry
   * (`getTransferInstruction{Accept,Reject,Withdraw}Context`, `…V2` with `version: 2`).
   * @see POST /registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/accept — operation `getTransferInstructionAcceptContext` of the spec
   */
  transferInstructionCommand(
    instructionId: string,
    choice: 'accept' | 'reject' | 'withdraw',
    options?: ChoiceCommandOptions & { choiceArgument?: Record<string, unknown> },
  ): Promise<ChoiceCommand>;
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
    errors: { ...errorClasses, InstrumentNotServedError, FeaturedAppRightNotFoundError },
    served: new Map(),
  };
  return {
    transferCommand: async (choiceArgument, options) => (await loadCommands()).transferCommand(state, choiceArgument, options),
    transferInstructionCommand: async (instructionId, choice, options) =>
      (await loadCommands()).transferInstructionCommand(state, instructionId, choice, options),
    featureContext: async (context, featureWith) => (await loadCommands()).featureContext(state, context, featureWith, undefined),
  };
}
