// Reads the whole active contract set at one offset without meeting the participant's list limit
// (`http-list-max-elements-limit`, which answers the list `postV2StateActiveContracts` 413 beyond it):
// page by page (`postV2StateActiveContractsPage`, served from 3.5.10) where the participant's release
// serves the pages, over the WebSocket stream (`/v2/state/active-contracts`) where it does not. Either
// way each entry comes with the offset the set was read at, and nothing else differs.
import type { ErrorClasses, HttpError } from '../core/errors.ts';
import type { RetryPolicy } from '../core/retry.ts';
import type { Invoke } from '../core/types/call-options.ts';
import type { ledgerChannels } from '../generated/ledger.gen.ts';
import { streamActiveContracts } from './stream-active-contracts.ts';
import type { StreamState } from './stream-state.ts';

/** Options of `readActiveContracts`. */
export interface ReadActiveContractsOptions {
  /** Most entries per page (`maxPageSize`), when reading pages (default: the participant's, 2000). */
  pageSize?: number;
  /** Stops reading; the pending request or stream rejects with `AbortError`. */
  signal?: AbortSignal;
  /** Overrides the client's retry policy for each request and the stream's reconnections (`false`: none). */
  retry?: RetryPolicy | false;
  /**
   * `auto` (default): pages where the participant serves them (its release, or its answer), the WebSocket
   * stream otherwise; `pages` or `websocket` forces one.
   */
  transport?: 'auto' | 'pages' | 'websocket';
}

/** What `readActiveContracts` needs of its client, and what it remembers per client. */
export interface ReadActiveContractsState {
  invoke: Invoke;
  stream: StreamState;
  channels: typeof ledgerChannels;
  /** Set once the participant showed it has no page endpoint (its release, or a 404/405). */
  pagesMissing: boolean;
}

type Entry = { workflowId?: unknown; contractEntry?: unknown };
type Page = { activeContracts?: unknown; activeAtOffset?: unknown; nextPageToken?: unknown };

const pageOperation = 'postV2StateActiveContractsPage';

/** A route that is not there: 405 (3.5.1–3.5.9 serve the path as a GET only), or 404 without a Canton error. */
function routeMissing(errors: ErrorClasses, error: unknown): error is HttpError {
  if (!(error instanceof errors.HttpError)) return false;
  const body = error.body as { code?: unknown } | undefined;
  return error.status === 405 || (error.status === 404 && typeof body?.code !== 'string');
}

/** Every entry of the active contract set that the request selects (see LedgerClient.readActiveContracts). */
export async function* readActiveContracts<Item>(
  state: ReadActiveContractsState,
  request: Record<string, unknown>,
  options: ReadActiveContractsOptions = {},
): AsyncGenerator<Item, void, undefined> {
  const { errors } = state.stream.runtime;
  if (typeof request !== 'object' || request === null || typeof request.eventFormat !== 'object' || request.eventFormat === null) {
    throw new errors.RequestError('readActiveContracts: the request needs an eventFormat (an object); nothing was sent.');
  }
  const { eventFormat, activeAtOffset } = request;
  const unknown = Object.keys(request).filter((key) => key !== 'eventFormat' && key !== 'activeAtOffset');
  if (unknown.length > 0) {
    throw new errors.RequestError(`readActiveContracts: the request takes eventFormat and activeAtOffset only, not ${unknown.join(', ')}; nothing was sent.`);
  }
  const transport = options.transport ?? 'auto';
  if (transport !== 'auto' && transport !== 'pages' && transport !== 'websocket') {
    throw new errors.RequestError(`readActiveContracts: transport must be 'auto', 'pages' or 'websocket', got ${String(transport)}.`);
  }
  const { pageSize } = options;
  if (pageSize !== undefined && !(Number.isSafeInteger(pageSize) && pageSize >= 1)) {
    throw new errors.RequestError(`readActiveContracts: pageSize must be a positive integer, got ${String(pageSize)}.`);
  }
  const callOptions = { signal: options.signal, retry: options.retry };

  if (transport === 'pages' || (transport === 'auto' && !state.pagesMissing)) {
    const body: Record<string, unknown> = {
      eventFormat,
      ...(activeAtOffset === undefined ? {} : { activeAtOffset }),
      ...(pageSize === undefined ? {} : { maxPageSize: pageSize }),
    };
    let first = true;
    for (let pageToken: unknown; ;) {
      let page: Page;
      try {
        page = await state.invoke<Page>(pageOperation, undefined, pageToken === undefined ? body : { ...body, pageToken }, callOptions);
      } catch (error) {
        // Only the first page tells whether the participant has the endpoint: later failures are failures.
        if (!first || transport === 'pages' || !(error instanceof errors.UnsupportedByServerError || routeMissing(errors, error))) throw error;
        state.pagesMissing = true;
        break;
      }
      first = false;
      const entries = Array.isArray(page.activeContracts) ? (page.activeContracts as Entry[]) : [];
      for (const entry of entries) yield { activeAtOffset: page.activeAtOffset, workflowId: entry.workflowId, contractEntry: entry.contractEntry } as Item;
      pageToken = page.nextPageToken;
      if (pageToken === undefined || pageToken === null || pageToken === '') return;
    }
  }

  // The stream needs the offset up front: the ledger end, as the first page would have taken it.
  const offset = activeAtOffset ?? (await state.invoke<{ offset: unknown }>('getV2StateLedgerEnd', undefined, undefined, callOptions)).offset;
  const channel = state.channels.streamStateActiveContracts;
  const entries = streamActiveContracts<Entry>(
    state.stream,
    channel,
    { activeAtOffset: offset, eventFormat },
    { signal: options.signal, retry: options.retry },
  );
  for await (const entry of entries) yield { activeAtOffset: offset, workflowId: entry.workflowId, contractEntry: entry.contractEntry } as Item;
}
