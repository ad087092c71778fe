// The ledger client's hand-written members, `readUpdates` and `streamUpdates`, composed into
// `createLedgerClient` by the generated entry (src/generated/ledger.entry.gen.ts). Their code loads on
// first use (read-updates.ts, stream-updates.ts), keeping it out of bundles that never read ranges or stream.
import type { Core } from '../core/context.ts';
import { StreamError, StreamRejectedError } from '../core/errors.ts';
import type { Int64Mode } from '../core/types.ts';
import type { UpdateListElement, UpdateRange, UpdateStreamRequest } from './public.ts';
import type { ReadUpdatesOptions, ReadUpdatesState } from './read-updates.ts';
import type { StreamState, StreamUpdatesOptions, UpdateChannel } from './stream-updates.ts';

/** What a ledger client has beyond its generated methods. */
export interface LedgerClientExtension<M extends Int64Mode> {
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
  /**
   * The participant's update stream over WebSocket: every update after `beginExclusive`, in offset
   * order, ending after `endInclusive`, or tailing the ledger until `signal` aborts or the loop
   * breaks (either closes the socket). A dropped connection, or a consumer slower than the stream
   * (see `highWaterMark`), reconnects and resumes after the last offset delivered: no gap, no duplicate.
   * Error frames reject with `StreamError`; a stream the participant does not let start (a missing or
   * rejected token, answered with an UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.
   * @see WebSocket /v2/updates — the request and elements of operation `postV2Updates` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamUpdates(request: UpdateStreamRequest<M>, options?: StreamUpdatesOptions): AsyncIterableIterator<UpdateListElement<M>>;
  /**
   * `streamUpdates` over the deprecated `/v2/updates/flats` channel.
   * @deprecated Use `streamUpdates` (WebSocket /v2/updates) now. Upstream announced its removal for 3.5.0, but 3.5.x still supports it; removed in 3.6.0.
   * @see WebSocket /v2/updates/flats — the request and elements of operation `postV2UpdatesFlats` of the spec, `@canton-openapi/types/ledger/openapi.json`
   */
  streamUpdatesFlats(request: UpdateStreamRequest<M>, options?: StreamUpdatesOptions): AsyncIterableIterator<UpdateListElement<M>>;
}

const updates: UpdateChannel = { method: 'streamUpdates', path: '/v2/updates', operationId: 'postV2Updates' };
const flats: UpdateChannel = { method: 'streamUpdatesFlats', path: '/v2/updates/flats', operationId: 'postV2UpdatesFlats' };

/** The members of {@link LedgerClientExtension} for one client. */
export function extendLedgerClient<M extends Int64Mode>(core: Core): LedgerClientExtension<M> {
  const stream: StreamState = {
    context: core.context,
    StreamError,
    StreamRejectedError,
    flatsDeprecation: core.context.api.operations.postV2UpdatesFlats?.deprecation,
  };
  // Whether the participant lacks /v2/updates, learned by the first readUpdates and kept per client.
  const state: ReadUpdatesState = { invoke: core.invoke, useDeprecatedTwin: false, stream, streamRefused: false };
  const open = (channel: UpdateChannel, request: UpdateStreamRequest<M>, options: StreamUpdatesOptions | undefined) =>
    lazyIterator(async () => {
      const { streamUpdates } = await import('./stream-updates.ts');
      return streamUpdates<UpdateListElement<M>>(stream, channel, request as Record<string, unknown>, options);
    });
  return {
    readUpdates: async function* (range, options) {
      const { readUpdates } = await import('./read-updates.ts');
      yield* readUpdates<UpdateListElement<M>>(state, range, options);
    },
    streamUpdates: (request, options) => open(updates, request, options),
    // Warns (once per process) when the stream starts, as postV2UpdatesFlats does when called.
    streamUpdatesFlats: (request, options) => open(flats, request, options),
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
