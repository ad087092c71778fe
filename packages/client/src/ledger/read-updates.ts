// Reads every update of a closed offset range: over the WebSocket stream (stream-updates.ts) when
// asked or when the range is wider than a page, otherwise through the list operations, page by page:
// `limit` bounds each page, the next page starts after the last offset received, a 413 halves the
// page and the range, and servers without `/v2/updates` are read through `/v2/updates/flats` where
// their release serves it (release.ts).
import type { ErrorClasses, HttpError } from '../core/errors.ts';
import { markWarned, warnDeprecatedOnce } from '../core/release.ts';
import type { RetryPolicy } from '../core/retry.ts';
import type { Invoke, WithResponse } from '../core/types/call-options.ts';
import type { ledgerChannels } from '../generated/ledger.gen.ts';
import type { StreamState } from './stream-state.ts';

/** Options of `readUpdates`. */
export interface ReadUpdatesOptions {
  /** Most updates per request (`limit`), halved on 413 (default 200). */
  pageSize?: number;
  /** Stops reading; the pending request rejects with `AbortError`. */
  signal?: AbortSignal;
  /** Per-request timeout, overriding the client's. */
  timeoutMs?: number;
  /** `stream_idle_timeout_ms` of each request: how long the participant waits for the next update. */
  streamIdleTimeoutMs?: number;
  /** Extra headers of each request. */
  headers?: Record<string, string>;
  /** Overrides the client's retry policy for each request (`false`: no retries). */
  retry?: RetryPolicy | false;
  /**
   * How updates are read: `websocket` streams them (`streamUpdates`), `http` pages through the list
   * operation, `auto` (default) streams ranges wider than `pageSize` offsets where the runtime has
   * `WebSocket`, the client uses the platform fetch (a `fetch` of its own is not bypassed) and no
   * HTTP-only option (`headers`, `timeoutMs`, `streamIdleTimeoutMs`) is set, and pages otherwise, or
   * once the participant refused the stream (remembered per client).
   */
  transport?: 'auto' | 'http' | 'websocket';
}

type Element = { update?: Record<string, { value?: { offset?: unknown } } | undefined> };

function toBigInt(errors: ErrorClasses, value: unknown, name: string, min: bigint): bigint {
  const ok = typeof value === 'bigint' || (typeof value === 'number' && Number.isSafeInteger(value));
  if (!ok || BigInt(value as number | bigint) < min) {
    throw new errors.RequestError(`readUpdates: ${name} must be an integer ≥ ${min} (a safe number or a bigint), got ${String(value)}.`);
  }
  return BigInt(value as number | bigint);
}

/** The offset of one list element: every update kind, checkpoints included, carries `value.offset`. */
function offsetOf(errors: ErrorClasses, element: Element, index: number, context: { operationId: string; method: string; url: string }): bigint {
  const update = element?.update;
  const keys = update && typeof update === 'object' ? Object.keys(update) : [];
  const offset = keys.length === 1 ? update?.[keys[0]!]?.value?.offset : undefined;
  if (typeof offset === 'bigint' || (typeof offset === 'number' && Number.isSafeInteger(offset))) return BigInt(offset);
  throw new errors.ResponseValidationError(
    `readUpdates: element ${index} of the page has no offset (one key under 'update' with value.offset), so reading cannot continue after it.`,
    { ...context, issues: [{ pointer: `/${index}/update`, keyword: 'required', schemaPath: '', message: 'must hold one update with value.offset' }] },
  );
}

/** A route that is not there: 405, or 404 without a Canton error (a Canton 404 is a real answer). */
function routeMissing(errors: ErrorClasses, error: unknown): error is HttpError {
  if (!(error instanceof errors.HttpError)) return false;
  const body = error.body as { code?: unknown } | undefined;
  return error.status === 405 || (error.status === 404 && typeof body?.code !== 'string');
}

/** What `readUpdates` needs of its client, and what it remembers per client. */
export interface ReadUpdatesState {
  invoke: Invoke;
  /**
   * The ledger's channels (generated): `streamUpdates` streams the range, and its list operation,
   * `postV2Updates`, pages it, or the deprecated twin's, `postV2UpdatesFlats`, where the participant lacks it.
   */
  channels: typeof ledgerChannels;
  /** Set once the participant answered that it has no `/v2/updates`. */
  useDeprecatedTwin: boolean;
  /** What `streamUpdates` needs of the client. */
  stream: StreamState;
  /** The loader of the update stream (ledger/on-demand.ts), which this module, loaded on demand itself, is handed. */
  loadStream: () => Promise<typeof import('./stream-updates.ts')>;
  /** Set once the participant did not let the WebSocket stream of a `transport: 'auto'` read start (StreamRejectedError). */
  streamRefused: boolean;
}

/** One page of the range: `/v2/updates`, or `/v2/updates/flats` where the participant lacks it. */
async function page(state: ReadUpdatesState, body: object, query: Record<string, unknown>, options: ReadUpdatesOptions): Promise<WithResponse<Element[]>> {
  const { invoke, channels } = state;
  const { errors, logger } = state.stream.runtime;
  const list = channels.streamUpdates.operationId;
  const twin = channels.streamUpdatesFlats.operationId;
  const callOptions = { query, signal: options.signal, timeoutMs: options.timeoutMs, headers: options.headers, retry: options.retry };
  if (!state.useDeprecatedTwin) {
    try {
      return await invoke<WithResponse<Element[]>>(list, undefined, body, callOptions, true);
    } catch (error) {
      if (!routeMissing(errors, error)) throw error;
      // This warning says more than the generic one of postV2UpdatesFlats, which it replaces.
      markWarned(`ledger:${twin}`);
      // A release that does not serve the twin (3.6.1 disables it by default) rejects it before it is
      // sent: the participant's missing /v2/updates is the answer then.
      const answer = await invoke<WithResponse<Element[]>>(twin, undefined, body, callOptions, true).catch((refused: unknown) => {
        throw refused instanceof errors.UnsupportedByServerError ? error : refused;
      });
      state.useDeprecatedTwin = true;
      warnDeprecatedOnce(
        'ledger:readUpdates:fallback',
        `readUpdates: the participant has no POST /v2/updates (HTTP ${error.status}); reading through the ` +
          'deprecated POST /v2/updates/flats instead, which Canton 3.6.1 disables by default. Upgrade the participant.',
        logger,
      );
      return answer;
    }
  }
  return invoke<WithResponse<Element[]>>(twin, undefined, body, callOptions, true);
}

/** Every element of `(beginExclusive, endInclusive]`, page by page (see LedgerClient.readUpdates). */
export async function* readUpdates<Item>(
  state: ReadUpdatesState,
  range: Record<string, unknown>,
  options: ReadUpdatesOptions = {},
): AsyncGenerator<Item, void, undefined> {
  const { errors, mode, logger } = state.stream.runtime;
  const { beginExclusive, endInclusive, descendingOrder: _ignored, ...format } = range;
  const begin = toBigInt(errors, beginExclusive, 'beginExclusive', 0n);
  const end = toBigInt(errors, endInclusive, 'endInclusive', 1n);
  if (end < begin) {
    throw new errors.RequestError(
      `readUpdates: endInclusive (${end}) is before beginExclusive (${begin}): the range (${begin}, ${end}] is empty; nothing was sent.`,
    );
  }
  const pageSize = options.pageSize ?? 200;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new errors.RequestError(`readUpdates: pageSize must be a positive integer, got ${String(options.pageSize)}.`);
  }
  const wire = (n: bigint) => (mode === 'bigint' ? n : Number(n));
  const transport = options.transport ?? 'auto';
  if (transport !== 'auto' && transport !== 'http' && transport !== 'websocket') {
    throw new errors.RequestError(`readUpdates: transport must be 'auto', 'http' or 'websocket', got ${String(transport)}.`);
  }
  const platform = typeof globalThis.WebSocket === 'function';
  if (transport === 'websocket' && !platform) {
    throw new errors.RequestError("readUpdates: transport 'websocket' needs the platform WebSocket (Node 22+ or a browser).");
  }
  // Per-request headers and timeouts belong to HTTP requests: a read that sets them pages.
  const httpOnly = (['headers', 'timeoutMs', 'streamIdleTimeoutMs'] as const).filter((key) => options[key] !== undefined);
  if (transport === 'websocket' && httpOnly.length > 0) {
    throw new errors.RequestError(`readUpdates: ${httpOnly.join(', ')} apply to HTTP pages only, not to transport 'websocket'.`);
  }
  const streaming =
    transport === 'websocket' ||
    (transport === 'auto' &&
      httpOnly.length === 0 &&
      platform &&
      state.stream.runtime.honoursSignal &&
      !state.streamRefused &&
      !state.useDeprecatedTwin &&
      end - begin > BigInt(pageSize));
  if (streaming && begin < end) {
    const { streamUpdates } = await state.loadStream();
    const request = { ...format, beginExclusive: wire(begin), endInclusive: wire(end) };
    let delivered = false;
    try {
      for await (const item of streamUpdates<Item>(state.stream, state.channels.streamUpdates, request, { signal: options.signal, retry: options.retry })) {
        delivered = true;
        yield item;
      }
      return;
    } catch (error) {
      if (transport === 'websocket' || delivered || !(error instanceof state.stream.StreamRejectedError)) throw error;
      // A participant without the channel (or behind a proxy without WebSocket): page over HTTP, which reports a bad token itself.
      state.streamRefused = true;
      logger?.debug?.(`readUpdates: the participant refused the WebSocket stream; reading through POST /v2/updates pages instead`);
    }
  }
  let cursor = begin;
  let windowEnd = end;
  let limit = pageSize;
  while (cursor < end) {
    const query = { limit, ...(options.streamIdleTimeoutMs === undefined ? {} : { stream_idle_timeout_ms: options.streamIdleTimeoutMs }) };
    let elements: Element[];
    // Where the page came from, for the errors about its content.
    let context: { operationId: string; method: string; url: string };
    try {
      const answer = await page(state, { ...format, beginExclusive: wire(cursor), endInclusive: wire(windowEnd) }, query, options);
      elements = answer.data;
      context = {
        operationId: state.useDeprecatedTwin ? state.channels.streamUpdatesFlats.operationId : state.channels.streamUpdates.operationId,
        ...answer.request,
      };
    } catch (error) {
      if (!(error instanceof errors.HttpError) || error.status !== 413) throw error;
      if (limit === 1 && windowEnd - cursor <= 1n) throw error;
      // Too many updates for one list: ask for fewer, over a shorter range.
      limit = Math.max(1, Math.floor(limit / 2));
      windowEnd = cursor + (windowEnd - cursor + 1n) / 2n;
      logger?.debug?.(`readUpdates: HTTP 413; retrying (${cursor}, ${windowEnd}] with limit ${limit}`);
      continue;
    }
    if (!Array.isArray(elements)) {
      throw new errors.ResponseValidationError(`readUpdates: the list operation answered ${elements === null ? 'null' : typeof elements}, not a JSON array.`, {
        ...context,
        issues: [{ pointer: '', keyword: 'type', schemaPath: '', message: 'must be array' }],
      });
    }
    let last = cursor;
    for (const [index, element] of elements.entries()) {
      const offset = offsetOf(errors, element, index, context);
      if (offset <= last || offset > windowEnd) {
        throw new errors.ResponseValidationError(
          `readUpdates: offset ${offset} of element ${index} is outside (${last}, ${windowEnd}]; the server must list ascending offsets within the range.`,
          { ...context, issues: [{ pointer: `/${index}`, keyword: 'offsetOrder', schemaPath: '', message: `offset must be in (${last}, ${windowEnd}]` }] },
        );
      }
      last = offset;
      yield element as Item;
    }
    cursor = last;
    // A full page may have more behind it; a short one may be cut by the participant's wait time.
    // Only an empty page (or reaching the window's end) proves the window is exhausted.
    if (elements.length === 0 || cursor >= windowEnd) {
      cursor = windowEnd;
      windowEnd = end;
    }
  }
}
