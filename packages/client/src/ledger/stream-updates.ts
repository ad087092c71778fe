// `streamUpdates`: the participant's update stream over WebSocket (`/v2/updates`, deprecated
// `/v2/updates/flats`), loaded on its first use. The first frame is the request (the body of
// `postV2Updates`), then every frame is one `JsGetUpdatesResponse` or a `JsCantonError` error frame.
// The loop is resumable-stream.ts's; this strategy resumes a new connection with `beginExclusive` = the
// offset of the last item delivered (no gap, no duplicate), and ends a closed range at `endInclusive`.
import type { ChannelDef, StreamOptions } from '../core/types/streams.ts';
import { type ResumePoint, type ResumeStrategy, resumableStream } from './resumable-stream.ts';
import { integer } from './stream-settings.ts';
import type { StreamState } from './stream-state.ts';

/** Updates in `(beginExclusive, endInclusive]` (tailing without `endInclusive`), resumed after the last offset delivered. */
const updateStream: ResumeStrategy = {
  frames: 'update',
  httpTwin: 'postV2Updates',
  withoutWebSocket: 'read the range over HTTP: readUpdates or postV2Updates',
  start(request, context, { errors, mode }): ResumePoint {
    const { label } = context;
    if (request.descendingOrder === true) {
      throw new errors.RequestError(`${label}: descendingOrder is not supported on a stream (it resumes forward); use postV2Updates.`, context);
    }
    const begin = integer(errors, request.beginExclusive, 'beginExclusive', label);
    const end = request.endInclusive === undefined || request.endInclusive === null ? undefined : integer(errors, request.endInclusive, 'endInclusive', label);
    /** Offset of the last item delivered: the next connection starts after it. */
    let cursor = begin;
    let delivered = false;
    return {
      // The participant closes a closed range normally once it has sent the range; a tail it closes normally is resumed.
      endsOnNormalClose: end !== undefined,
      request: () => ({ ...request, beginExclusive: mode === 'bigint' ? cursor : Number(cursor) }),
      advance(frame, index) {
        // An offset checkpoint may repeat the offset of the update before it.
        if (frame.offset < cursor || (frame.offset === cursor && !(frame.checkpoint && delivered)) || (end !== undefined && frame.offset > end)) {
          throw new errors.ResponseValidationError(
            `${label}: frame ${index} has offset ${frame.offset}, outside (${cursor}, ${end ?? '∞'}]; the participant must stream ascending offsets within the range.`,
            { ...context, issues: [{ pointer: '/update', keyword: 'offsetOrder', schemaPath: '', message: `offset must be in (${cursor}, ${end ?? '∞'}]` }] },
          );
        }
        cursor = frame.offset;
        delivered = true;
        return end !== undefined && cursor >= end;
      },
      complete: () => end !== undefined && cursor >= end,
      where: () => `offset ${cursor}`,
      unresumable: () => undefined,
    };
  },
};

/** Every update of the request's range as the participant streams it (see LedgerClient.streamUpdates). */
export function streamUpdates<Item>(
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options: StreamOptions = {},
): AsyncIterableIterator<Item> {
  return resumableStream<Item>(state, channel, request, options, updateStream);
}
