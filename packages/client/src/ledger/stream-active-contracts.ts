// The active contracts stream over WebSocket (`/v2/state/active-contracts`), loaded on its first use.
// Auth, framing and the loop are the update stream's (resumable-stream.ts): the request as the first
// frame, then one `JsGetActiveContractsResponse` per frame or a `JsCantonError` error frame. The snapshot
// is finite: the participant closes the socket normally after its last entry. A new connection sends
// the request with the `streamContinuationToken` of the last entry delivered, which the participant
// resumes after (ApiStateService: AcsContinuationToken): no gap, no duplicate.
import type { ChannelDef, StreamOptions } from '../core/types/streams.ts';
import { type ResumePoint, type ResumeStrategy, resumableStream } from './resumable-stream.ts';
import { integer } from './stream-settings.ts';
import type { StreamState } from './stream-state.ts';

/** The snapshot at `activeAtOffset`, resumed after the continuation token of the last entry delivered. */
const snapshotStream: ResumeStrategy = {
  frames: 'entry',
  withoutWebSocket: () => 'read the snapshot page by page: readActiveContracts or iterateActiveContracts',
  start(request, context, { errors }): ResumePoint {
    integer(errors, request.activeAtOffset, 'activeAtOffset', context.label);
    if (request.streamContinuationToken !== undefined && typeof request.streamContinuationToken !== 'string') {
      throw new errors.RequestError(`${context.label}: streamContinuationToken must be a string (a base64 token of an earlier entry).`, context);
    }
    /** The token of the last entry delivered: a new connection resumes after it. */
    let resumeAfter = request.streamContinuationToken as string | undefined;
    let delivered = 0;
    return {
      endsOnNormalClose: true,
      request: () => (resumeAfter === undefined ? request : { ...request, streamContinuationToken: resumeAfter }),
      advance(frame) {
        const next = (frame.item as { streamContinuationToken?: unknown }).streamContinuationToken;
        // Without a token a later connection could not skip what was delivered: it would repeat entries.
        resumeAfter = typeof next === 'string' && next !== '' ? next : undefined;
        delivered++;
        return false;
      },
      complete: () => false,
      where: () => `${delivered} entries`,
      unresumable: () => (delivered > 0 && resumeAfter === undefined ? 'the last without a continuation token to resume after' : undefined),
    };
  },
};

/** Every entry of the snapshot the request selects (see LedgerClient.streamStateActiveContracts). */
export function streamActiveContracts<Item>(
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options: StreamOptions = {},
): AsyncIterableIterator<Item> {
  return resumableStream<Item>(state, channel, request, options, snapshotStream);
}
