// Generated from specs/ledger by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './ledger.gen.ts';
import type { components as bigintComponents } from './ledger.int64.gen.ts';
import type { Int64Mode } from '../runtime/int64-mode.ts';
import { oneKeyHolder, type OneKeyHolder, oneKeyUnion, type OneKeyUnion } from '../runtime/one-key-union.ts';

/** Exactly one of four keys. `Empty` maps to `{}`; the others wrap their filter in `value`. */
export type IdentifierFilter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['IdentifierFilter'] : components['schemas']['IdentifierFilter'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link IdentifierFilter}. */
export const IdentifierFilter: OneKeyUnion<IdentifierFilter, { readonly Empty: 'empty'; readonly InterfaceFilter: 'value'; readonly TemplateFilter: 'value'; readonly WildcardFilter: 'value' }, IdentifierFilter<'bigint'>> = /*#__PURE__*/ oneKeyUnion('IdentifierFilter', { Empty: 'empty', InterfaceFilter: 'value', TemplateFilter: 'value', WildcardFilter: 'value' });

/** Exactly one of four keys, each wrapping its update in `value`. */
export type Update<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Update'] : components['schemas']['Update'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link Update}. */
export const Update: OneKeyUnion<Update, { readonly OffsetCheckpoint: 'value'; readonly Reassignment: 'value'; readonly TopologyTransaction: 'value'; readonly Transaction: 'value' }, Update<'bigint'>> = /*#__PURE__*/ oneKeyUnion('Update', { OffsetCheckpoint: 'value', Reassignment: 'value', TopologyTransaction: 'value', Transaction: 'value' });

/**
 * Exactly one of two keys. `JsAssignmentEvent` carries its fields directly; `JsUnassignedEvent`
 * wraps an `UnassignedEvent` in `value`.
 */
export type JsReassignmentEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsReassignmentEvent'] : components['schemas']['JsReassignmentEvent'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link JsReassignmentEvent}. */
export const JsReassignmentEvent: OneKeyUnion<JsReassignmentEvent, { readonly JsAssignmentEvent: 'direct'; readonly JsUnassignedEvent: 'value' }, JsReassignmentEvent<'bigint'>> = /*#__PURE__*/ oneKeyUnion('JsReassignmentEvent', { JsAssignmentEvent: 'direct', JsUnassignedEvent: 'value' });

/**
 * Exactly one of five keys. `Empty` maps to `{}`; the participant-authorization keys wrap their
 * event in `value`.
 */
export type TopologyEventEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TopologyEventEvent'] : components['schemas']['TopologyEventEvent'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link TopologyEventEvent}. */
export const TopologyEventEvent: OneKeyUnion<TopologyEventEvent, { readonly Empty: 'empty'; readonly ParticipantAuthorizationAdded: 'value'; readonly ParticipantAuthorizationChanged: 'value'; readonly ParticipantAuthorizationOnboarding: 'value'; readonly ParticipantAuthorizationRevoked: 'value' }, TopologyEventEvent<'bigint'>> = /*#__PURE__*/ oneKeyUnion('TopologyEventEvent', { Empty: 'empty', ParticipantAuthorizationAdded: 'value', ParticipantAuthorizationChanged: 'value', ParticipantAuthorizationOnboarding: 'value', ParticipantAuthorizationRevoked: 'value' });

/** Exactly one of three keys, each mapping directly to its event (no `value` wrapper). */
export type Event<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Event'] : components['schemas']['Event'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link Event}. */
export const Event: OneKeyUnion<Event, { readonly ArchivedEvent: 'direct'; readonly CreatedEvent: 'direct'; readonly ExercisedEvent: 'direct' }, Event<'bigint'>> = /*#__PURE__*/ oneKeyUnion('Event', { ArchivedEvent: 'direct', CreatedEvent: 'direct', ExercisedEvent: 'direct' });

/**
 * Exactly one of four keys, each mapping directly to its command (no `value` wrapper).
 * Template ids take the package-name form `#<package-name>:<module>:<entity>` or the package-id form;
 * Daml values (`createArguments`, `choiceArgument`, `contractKey`) are in the JSON API's Daml-LF JSON encoding.
 */
export type Command<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Command'] : components['schemas']['Command'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link Command}. */
export const Command: OneKeyUnion<Command, { readonly CreateAndExerciseCommand: 'direct'; readonly CreateCommand: 'direct'; readonly ExerciseByKeyCommand: 'direct'; readonly ExerciseCommand: 'direct' }, Command<'bigint'>> = /*#__PURE__*/ oneKeyUnion('Command', { CreateAndExerciseCommand: 'direct', CreateCommand: 'direct', ExerciseByKeyCommand: 'direct', ExerciseCommand: 'direct' });

/**
 * Exactly one of three keys. `DeduplicationDuration` and `DeduplicationOffset` wrap their value in
 * `value`; `Empty` maps to `{}` and means the participant's maximum deduplication duration.
 */
export type DeduplicationPeriod<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DeduplicationPeriod'] : components['schemas']['DeduplicationPeriod'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link DeduplicationPeriod}. */
export const DeduplicationPeriod: OneKeyUnion<DeduplicationPeriod, { readonly DeduplicationDuration: 'value'; readonly DeduplicationOffset: 'value'; readonly Empty: 'empty' }, DeduplicationPeriod<'bigint'>> = /*#__PURE__*/ oneKeyUnion('DeduplicationPeriod', { DeduplicationDuration: 'value', DeduplicationOffset: 'value', Empty: 'empty' });

/**
 * Exactly one of two keys, each wrapping its command in `value`. (The server's third key, `Empty`, is
 * always rejected, MISSING_FIELD `command`, so the contract leaves it out.)
 */
export type ReassignmentCommandKind<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ReassignmentCommandKind'] : components['schemas']['ReassignmentCommandKind'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link ReassignmentCommandKind}. */
export const ReassignmentCommandKind: OneKeyUnion<ReassignmentCommandKind, { readonly AssignCommand: 'value'; readonly UnassignCommand: 'value' }, ReassignmentCommandKind<'bigint'>> = /*#__PURE__*/ oneKeyUnion('ReassignmentCommandKind', { AssignCommand: 'value', UnassignCommand: 'value' });

/** Exactly one of two keys, each wrapping its element in `value`. */
export type CompletionResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CompletionResponse'] : components['schemas']['CompletionResponse'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link CompletionResponse}. */
export const CompletionResponse: OneKeyUnion<CompletionResponse, { readonly Completion: 'value'; readonly OffsetCheckpoint: 'value' }, CompletionResponse<'bigint'>> = /*#__PURE__*/ oneKeyUnion('CompletionResponse', { Completion: 'value', OffsetCheckpoint: 'value' });

/**
 * Exactly one key, the kind of right, wrapping its content in `value`: the party for `CanActAs`, `CanReadAs`
 * and `CanExecuteAs`, an empty object for the others. `CanActAsAnyParty` comes with 3.6.1: a 3.5 participant
 * neither sends it nor reads it (400 plain text). Only an admin may grant or revoke `ParticipantAdmin`,
 * `CanReadAsAnyParty`, `CanExecuteAsAnyParty` and `CanActAsAnyParty`.
 */
export type RightKind<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RightKind'] : components['schemas']['RightKind'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link RightKind}. */
export const RightKind: OneKeyUnion<RightKind, { readonly ParticipantAdmin: 'value'; readonly IdentityProviderAdmin: 'value'; readonly CanActAs: 'value'; readonly CanReadAs: 'value'; readonly CanExecuteAs: 'value'; readonly CanReadAsAnyParty: 'value'; readonly CanExecuteAsAnyParty: 'value'; readonly CanActAsAnyParty: 'value' }, RightKind<'bigint'>> = /*#__PURE__*/ oneKeyUnion('RightKind', { ParticipantAdmin: 'value', IdentityProviderAdmin: 'value', CanActAs: 'value', CanReadAs: 'value', CanExecuteAs: 'value', CanReadAsAnyParty: 'value', CanExecuteAsAnyParty: 'value', CanActAsAnyParty: 'value' });

/**
 * Exactly one of four keys, each holding its entry directly (no `value` wrapper): an active contract, a
 * contract unassigned from (or assigned to) a synchronizer whose reassignment is still in flight, or
 * `JsEmpty` (`{}`).
 */
export type JsContractEntry<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsContractEntry'] : components['schemas']['JsContractEntry'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link JsContractEntry}. */
export const JsContractEntry: OneKeyUnion<JsContractEntry, { readonly JsActiveContract: 'direct'; readonly JsEmpty: 'empty'; readonly JsIncompleteAssigned: 'direct'; readonly JsIncompleteUnassigned: 'direct' }, JsContractEntry<'bigint'>> = /*#__PURE__*/ oneKeyUnion('JsContractEntry', { JsActiveContract: 'direct', JsEmpty: 'empty', JsIncompleteAssigned: 'direct', JsIncompleteUnassigned: 'direct' });

/**
 * Exactly one of three keys, each wrapping its update in `value`: what a lookup or page holds
 * (never an offset checkpoint).
 */
export type SingleUpdate<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SingleUpdate'] : components['schemas']['SingleUpdate'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link SingleUpdate}. */
export const SingleUpdate: OneKeyUnion<SingleUpdate, { readonly Reassignment: 'value'; readonly TopologyTransaction: 'value'; readonly Transaction: 'value' }, SingleUpdate<'bigint'>> = /*#__PURE__*/ oneKeyUnion('SingleUpdate', { Reassignment: 'value', TopologyTransaction: 'value', Transaction: 'value' });

/** Exactly one of two keys, each wrapping its event in `value`. */
export type TreeEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TreeEvent'] : components['schemas']['TreeEvent'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link TreeEvent}. */
export const TreeEvent: OneKeyUnion<TreeEvent, { readonly CreatedTreeEvent: 'value'; readonly ExercisedTreeEvent: 'value' }, TreeEvent<'bigint'>> = /*#__PURE__*/ oneKeyUnion('TreeEvent', { CreatedTreeEvent: 'value', ExercisedTreeEvent: 'value' });

/** Exactly one of three keys, each wrapping its update in `value` (no topology transactions). */
export type UpdateTree<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateTree'] : components['schemas']['UpdateTree'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link UpdateTree}. */
export const UpdateTree: OneKeyUnion<UpdateTree, { readonly OffsetCheckpoint: 'value'; readonly Reassignment: 'value'; readonly TransactionTree: 'value' }, UpdateTree<'bigint'>> = /*#__PURE__*/ oneKeyUnion('UpdateTree', { OffsetCheckpoint: 'value', Reassignment: 'value', TransactionTree: 'value' });

/** Exactly one of `Vet` and `Unvet`, each wrapping its change in `value`. */
export type VettedPackagesOperation<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VettedPackagesOperation'] : components['schemas']['VettedPackagesOperation'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link VettedPackagesOperation}. */
export const VettedPackagesOperation: OneKeyUnion<VettedPackagesOperation, { readonly Vet: 'value'; readonly Unvet: 'value' }, VettedPackagesOperation<'bigint'>> = /*#__PURE__*/ oneKeyUnion('VettedPackagesOperation', { Vet: 'value', Unvet: 'value' });

/**
 * Exactly one of three keys. `MinLedgerTimeAbs` and `MinLedgerTimeRel` wrap their value in `value`;
 * `Empty` maps to `{}` and sets no bound (as does an absent `time`).
 */
export type MinLedgerTimeChoice<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MinLedgerTimeChoice'] : components['schemas']['MinLedgerTimeChoice'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link MinLedgerTimeChoice}. */
export const MinLedgerTimeChoice: OneKeyUnion<MinLedgerTimeChoice, { readonly Empty: 'empty'; readonly MinLedgerTimeAbs: 'value'; readonly MinLedgerTimeRel: 'value' }, MinLedgerTimeChoice<'bigint'>> = /*#__PURE__*/ oneKeyUnion('MinLedgerTimeChoice', { Empty: 'empty', MinLedgerTimeAbs: 'value', MinLedgerTimeRel: 'value' });

/** One element of a party's filter; each element widens the set of matching events. */
export type CumulativeFilter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CumulativeFilter'] : components['schemas']['CumulativeFilter'];
/** Builders (`of`) of {@link CumulativeFilter}, one per key of the {@link IdentifierFilter} it holds. */
export const CumulativeFilter: OneKeyHolder<CumulativeFilter, 'identifierFilter', IdentifierFilter, { readonly Empty: 'empty'; readonly InterfaceFilter: 'value'; readonly TemplateFilter: 'value'; readonly WildcardFilter: 'value' }> = /*#__PURE__*/ oneKeyHolder('identifierFilter', IdentifierFilter);

/** One element of the update list. */
export type JsGetUpdatesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetUpdatesResponse'] : components['schemas']['JsGetUpdatesResponse'];
/** Builders (`of`) of {@link JsGetUpdatesResponse}, one per key of the {@link Update} it holds. */
export const JsGetUpdatesResponse: OneKeyHolder<JsGetUpdatesResponse, 'update', Update, { readonly OffsetCheckpoint: 'value'; readonly Reassignment: 'value'; readonly TopologyTransaction: 'value'; readonly Transaction: 'value' }> = /*#__PURE__*/ oneKeyHolder('update', Update);

export type TopologyEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TopologyEvent'] : components['schemas']['TopologyEvent'];
/** Builders (`of`) of {@link TopologyEvent}, one per key of the {@link TopologyEventEvent} it holds. */
export const TopologyEvent: OneKeyHolder<TopologyEvent, 'event', TopologyEventEvent, { readonly Empty: 'empty'; readonly ParticipantAuthorizationAdded: 'value'; readonly ParticipantAuthorizationChanged: 'value'; readonly ParticipantAuthorizationOnboarding: 'value'; readonly ParticipantAuthorizationRevoked: 'value' }> = /*#__PURE__*/ oneKeyHolder('event', TopologyEventEvent);

/** One unassignment or assignment. */
export type ReassignmentCommand<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ReassignmentCommand'] : components['schemas']['ReassignmentCommand'];
/** Builders (`of`) of {@link ReassignmentCommand}, one per key of the {@link ReassignmentCommandKind} it holds. */
export const ReassignmentCommand: OneKeyHolder<ReassignmentCommand, 'command', ReassignmentCommandKind, { readonly AssignCommand: 'value'; readonly UnassignCommand: 'value' }> = /*#__PURE__*/ oneKeyHolder('command', ReassignmentCommandKind);

/** One element of the completion list or stream. */
export type CompletionStreamResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CompletionStreamResponse'] : components['schemas']['CompletionStreamResponse'];
/** Builders (`of`) of {@link CompletionStreamResponse}, one per key of the {@link CompletionResponse} it holds. */
export const CompletionStreamResponse: OneKeyHolder<CompletionStreamResponse, 'completionResponse', CompletionResponse, { readonly Completion: 'value'; readonly OffsetCheckpoint: 'value' }> = /*#__PURE__*/ oneKeyHolder('completionResponse', CompletionResponse);

/** A right of a user; `kind` says which. */
export type Right<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Right'] : components['schemas']['Right'];
/** Builders (`of`) of {@link Right}, one per key of the {@link RightKind} it holds. */
export const Right: OneKeyHolder<Right, 'kind', RightKind, { readonly ParticipantAdmin: 'value'; readonly IdentityProviderAdmin: 'value'; readonly CanActAs: 'value'; readonly CanReadAs: 'value'; readonly CanExecuteAs: 'value'; readonly CanReadAsAnyParty: 'value'; readonly CanExecuteAsAnyParty: 'value'; readonly CanActAsAnyParty: 'value' }> = /*#__PURE__*/ oneKeyHolder('kind', RightKind);

/** One update, as a lookup or a page holds it. */
export type JsGetUpdateResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetUpdateResponse'] : components['schemas']['JsGetUpdateResponse'];
/** Builders (`of`) of {@link JsGetUpdateResponse}, one per key of the {@link SingleUpdate} it holds. */
export const JsGetUpdateResponse: OneKeyHolder<JsGetUpdateResponse, 'update', SingleUpdate, { readonly Reassignment: 'value'; readonly TopologyTransaction: 'value'; readonly Transaction: 'value' }> = /*#__PURE__*/ oneKeyHolder('update', SingleUpdate);

/** One element of the tree list. */
export type JsGetUpdateTreesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetUpdateTreesResponse'] : components['schemas']['JsGetUpdateTreesResponse'];
/** Builders (`of`) of {@link JsGetUpdateTreesResponse}, one per key of the {@link UpdateTree} it holds. */
export const JsGetUpdateTreesResponse: OneKeyHolder<JsGetUpdateTreesResponse, 'update', UpdateTree, { readonly OffsetCheckpoint: 'value'; readonly Reassignment: 'value'; readonly TransactionTree: 'value' }> = /*#__PURE__*/ oneKeyHolder('update', UpdateTree);

export type VettedPackagesChange<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VettedPackagesChange'] : components['schemas']['VettedPackagesChange'];
/** Builders (`of`) of {@link VettedPackagesChange}, one per key of the {@link VettedPackagesOperation} it holds. */
export const VettedPackagesChange: OneKeyHolder<VettedPackagesChange, 'operation', VettedPackagesOperation, { readonly Vet: 'value'; readonly Unvet: 'value' }> = /*#__PURE__*/ oneKeyHolder('operation', VettedPackagesOperation);

/** The earliest ledger time the transaction may get, absolute or relative to when the participant receives the request. */
export type MinLedgerTime<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['MinLedgerTime'] : components['schemas']['MinLedgerTime'];
/** Builders (`of`) of {@link MinLedgerTime}, one per key of the {@link MinLedgerTimeChoice} it holds. */
export const MinLedgerTime: OneKeyHolder<MinLedgerTime, 'time', MinLedgerTimeChoice, { readonly Empty: 'empty'; readonly MinLedgerTimeAbs: 'value'; readonly MinLedgerTimeRel: 'value' }> = /*#__PURE__*/ oneKeyHolder('time', MinLedgerTimeChoice);
