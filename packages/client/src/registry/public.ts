// Hand-written exports of `@canton-openapi/client/registry`, re-exported by its generated entry
// (src/generated/registry.entry.gen.ts): the errors and types of the transfer helpers (extension.ts).
import type { BaseCallOptions } from '../core/types/call-options.ts';

export {
  ApiNotSupportedError,
  type ApiNotSupportedErrorOptions,
  FeaturedAppRightNotFoundError,
  type InstrumentId,
  InstrumentNotServedError,
  type InstrumentNotServedErrorOptions,
  RegistryAdminMismatchError,
  type RegistryAdminMismatchErrorOptions,
} from './errors.ts';
export type * from './arguments.ts';

/** A disclosed contract as the JSON Ledger API takes it: the registry's, without its `debug…` fields. */
export interface LedgerDisclosedContract {
  templateId: string;
  contractId: string;
  createdEventBlob: string;
  synchronizerId?: string;
}

/** The ledger command that exercises a Token Standard choice, with the registry's context in its `extraArgs`. */
export interface ChoiceCommand {
  /** One entry of a submission's `commands` (`postV2CommandsSubmitAndWait…`, `prepareSubmission`). */
  command: { ExerciseCommand: { templateId: string; contractId: string; choice: string; choiceArgument: Record<string, unknown> } };
  /** The submission's `disclosedContracts`: the registry's, as it sent them, plus a featured-app right the caller added. */
  disclosedContracts: LedgerDisclosedContract[];
  /** The featured-app right in the context (its contract id), whoever put it there; undefined when the choice is not featured. */
  featuredAppRight: string | undefined;
}

/** A transfer's command, and what the registry will make of it. */
export interface TransferCommand extends ChoiceCommand {
  /** `self`, `direct` (the receiver pre-approved transfers) or `offer` (a transfer instruction the receiver must accept). */
  transferKind: 'self' | 'direct' | 'offer';
}

/** The featured-app right Scan keeps for an app provider (Scan's `lookupFeaturedAppRight` answer). */
export interface ScanContract {
  template_id: string;
  contract_id: string;
  created_event_blob: string;
}

/**
 * Where a featured-app right comes from: a Scan client (`createScanClient` of `@canton-openapi/client/scan/internal`:
 * `lookupFeaturedAppRight` is internal upstream) and
 * the app provider party. From Splice 0.8.0 Scan no longer puts the right into the choice contexts it answers.
 */
export interface FeatureWith {
  scan: { lookupFeaturedAppRight(providerPartyId: string, options?: BaseCallOptions): Promise<{ featured_app_right?: ScanContract | null }> };
  /** The app provider whose right features the choice. */
  provider: string;
}

/** The options of the transfer helpers. */
export interface ChoiceCommandOptions extends BaseCallOptions {
  /** The Token Standard version of the registry's API and of the Daml interface (default 1). */
  version?: 1 | 2;
  /** Feature the choice with this provider's featured-app right, read from Scan, unless the context already holds it. */
  featureWith?: FeatureWith;
}

/** The options of a helper building a v1 choice (the default). */
export interface ChoiceCommandOptionsV1 extends ChoiceCommandOptions {
  version?: 1;
}

/** The options of a helper building a v2 choice. */
export interface ChoiceCommandOptionsV2 extends ChoiceCommandOptions {
  version: 2;
}
