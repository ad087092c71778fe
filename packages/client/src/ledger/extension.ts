// The ledger client's members beyond its operation methods, composed into `createLedgerClient` by the
// generated entry (src/generated/ledger.entry.gen.ts): the methods of its WebSocket channels (generated
// from specs/ledger/asyncapi.yaml into ledger.gen.ts) bound to the update stream, and `readUpdates`.
// Their code loads on first use (read-updates.ts, stream-updates.ts), keeping it out of bundles that
// never read ranges or stream.
import type { Core } from '../core/context.ts';
import { StreamError, StreamRejectedError, SubmissionOutcomeUnknownError } from '../core/errors.ts';
import type { Int64Mode } from '../core/types.ts';
import { createLedgerChannelMethods, type LedgerChannelMethods, ledgerChannels } from '../generated/ledger.gen.ts';
import type { UpdateListElement, UpdateRange } from './public.ts';
import type { ReadUpdatesOptions, ReadUpdatesState } from './read-updates.ts';
import type { StreamState } from './stream-updates.ts';

/** What a ledger client has beyond its generated operation methods: its channel methods (generated too) and `readUpdates`. */
export interface LedgerClientExtension<M extends Int64Mode> extends LedgerChannelMethods<M> {
  /**
   * Every update in `(beginExclusive, endInclusive]`, in offset order. Over the WebSocket stream
   * (`streamUpdates`) when the range is larger than a page and the runtime has `WebSocket`
   * (`transport: 'auto'`, the default), otherwise with as many list requests as it takes:
   * `pageSize` updates each, the next one after the last offset received. A 413 halves the page
   * size and the range. Uses `postV2Updates`, and `postV2UpdatesFlats` when the participant lacks
   * it (remembered per client).
   * @see POST /v2/updates — operation `postV2Updates` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  readUpdates(range: UpdateRange<M>, options?: ReadUpdatesOptions): AsyncIterableIterator<UpdateListElement<M>>;
}

/** The members of {@link LedgerClientExtension} for one client. */
export function extendLedgerClient<M extends Int64Mode>(core: Core): LedgerClientExtension<M> {
  // The ledger submits commands: its failures may end in SubmissionOutcomeUnknownError (core/failure.ts).
  (core.context as { errors: object }).errors = { ...core.context.errors, SubmissionOutcomeUnknownError };
  const stream: StreamState = { context: core.context, StreamError, StreamRejectedError };
  // Whether the participant lacks /v2/updates, learned by the first readUpdates and kept per client.
  const state: ReadUpdatesState = { invoke: core.invoke, stream, channels: ledgerChannels, useDeprecatedTwin: false, streamRefused: false };
  return {
    readUpdates: async function* (range, options) {
      const { readUpdates } = await import('./read-updates.ts');
      yield* readUpdates<UpdateListElement<M>>(state, range, options);
    },
    // A deprecated channel warns (once per process) when its stream starts, as a deprecated operation does when called.
    ...createLedgerChannelMethods<M>((channel, request, options) =>
      lazyIterator(async () => (await import('./stream-updates.ts')).streamUpdates(stream, channel, request as Record<string, unknown>, options)),
    ),
  };
}

/** %AsyncIteratorPrototype%: `[Symbol.asyncIterator]` and, where the runtime has it, `[Symbol.asyncDispose]` (`await using`), as async generators have. */
const asyncIteratorPrototype: object = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}.prototype));

/**
 * The iterator a stream method returns at once: it loads the stream code on its first call, then hands
 * every call straight to the stream's own iterator. An async generator around it (`yield*`) would add
 * its promises and a resumption to every item of the stream.
 */
function lazyIterator<T>(open: () => Promise<AsyncIterator<T>>): AsyncIterableIterator<T> {
  let inner: AsyncIterator<T> | undefined;
  let opening: Promise<AsyncIterator<T>> | undefined;
  const iterator = Object.create(asyncIteratorPrototype) as AsyncIterableIterator<T>;
  // A stream's iterator has all three; `return` or `throw` before `next` ends it unstarted (no socket).
  for (const method of ['next', 'return', 'throw'] as const) {
    iterator[method] = (argument?: unknown) =>
      inner !== undefined ? inner[method]!(argument) : (opening ??= open().then((opened) => (inner = opened))).then((opened) => opened[method]!(argument));
  }
  return iterator;
}
