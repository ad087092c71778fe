// Generated from specs/registry by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './registry.gen.ts';
import type { components as bigintComponents } from './registry.int64.gen.ts';
import type { Int64Mode } from '../runtime/int64-mode.ts';

/** A failure with a human-readable message. */
export type ErrorResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ErrorResponse'] : components['schemas']['ErrorResponse'];

/** A party id, `<hint>::<fingerprint>`. */
export type PartyId<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyId'] : components['schemas']['PartyId'];

/** A Daml contract id, in hex. */
export type ContractId<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ContractId'] : components['schemas']['ContractId'];

/** Each supported standard (`splice-api-token-metadata-v1`, …) and the minor version of it served. */
export type SupportedApis<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SupportedApis'] : components['schemas']['SupportedApis'];

export type GetRegistryInfoResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetRegistryInfoResponse'] : components['schemas']['GetRegistryInfoResponse'];

export type Instrument<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Instrument'] : components['schemas']['Instrument'];

export type ListInstrumentsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListInstrumentsResponse'] : components['schemas']['ListInstrumentsResponse'];

export type GetFactoryRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetFactoryRequest'] : components['schemas']['GetFactoryRequest'];

/** `GetFactoryRequest` of the v1 allocation factory, whose Scan handler never reads the choice arguments. */
export type GetAllocationFactoryRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetAllocationFactoryRequest'] : components['schemas']['GetAllocationFactoryRequest'];

/** What to build the context for; both fields are optional. */
export type GetChoiceContextRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetChoiceContextRequest'] : components['schemas']['GetChoiceContextRequest'];

export type TransferFactoryWithChoiceContext<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferFactoryWithChoiceContext'] : components['schemas']['TransferFactoryWithChoiceContext'];

export type FactoryWithChoiceContext<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['FactoryWithChoiceContext'] : components['schemas']['FactoryWithChoiceContext'];

/**
 * What to pass as the choice's `extraArgs.context`, and the contracts to disclose to the
 * participant when exercising it. Ask for a fresh one for every choice.
 */
export type ChoiceContext<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ChoiceContext'] : components['schemas']['ChoiceContext'];

/**
 * The Daml `Splice.Api.Token.MetadataV1.ChoiceContext` in JSON: `values` maps context keys to
 * Daml `AnyValue`s. Scan's keys: `amulet-rules`, `open-round`, `external-party-config-state`,
 * `featured-app-right`, `transfer-preapproval` (contract ids) and `expire-lock` (a Boolean:
 * whether the choice should expire the lock of the locked holding).
 */
export type ChoiceContextData<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ChoiceContextData'] : components['schemas']['ChoiceContextData'];

/** A Daml `AnyValue` variant in JSON, `{tag, value}`; `value`'s JSON follows the tag. */
export type AnyValue<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AnyValue'] : components['schemas']['AnyValue'];

/**
 * A contract the participant needs to see to exercise the choice, as the JSON Ledger API's
 * disclosed contract takes it. The `debug…` fields are for people, unchecked: trust only
 * `createdEventBlob`. They are `null` when `excludeDebugFields` was `true`.
 */
export type DisclosedContract<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DisclosedContract'] : components['schemas']['DisclosedContract'];
