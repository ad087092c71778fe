// Generated from specs/ledger by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './ledger.gen.ts';
import type { components as bigintComponents } from './ledger.bigint.gen.ts';
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

/** Exactly one of two keys, each wrapping its event in `value`. */
export type TreeEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TreeEvent'] : components['schemas']['TreeEvent'];
/** Guards (`is`), builders (`of`), `entry` and `match` of the one-key union {@link TreeEvent}. */
export const TreeEvent: OneKeyUnion<TreeEvent, { readonly CreatedTreeEvent: 'value'; readonly ExercisedTreeEvent: 'value' }, TreeEvent<'bigint'>> = /*#__PURE__*/ oneKeyUnion('TreeEvent', { CreatedTreeEvent: 'value', ExercisedTreeEvent: 'value' });

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
