// `streamUpdates`: the participant's update stream over WebSocket (`/v2/updates`, deprecated
// `/v2/updates/flats` and `/v2/updates/trees`), loaded on its first use. The first frame is the request
// (the body of `postV2Updates`), then every frame is one `JsGetUpdatesResponse` or a `JsCantonError`
// error frame. The loop is resumable-stream.ts's; this strategy resumes a new connection with
// `beginExclusive` = the offset of the last item delivered (stream-offsets.ts: no gap, no duplicate), and
// ends a closed range at `endInclusive`.
import type { ChannelDef, StreamOptions } from '../core/types/streams.ts';
import { type ResumePoint, type ResumeStrategy, resumableStream } from './resumable-stream.ts';
import { offsetPoint } from './stream-offsets.ts';
import { integer } from './stream-settings.ts';
import type { StreamState } from './stream-state.ts';

/** Updates in `(beginExclusive, endInclusive]` (tailing without `endInclusive`), resumed after the last offset delivered. */
const updateStream: ResumeStrategy = {
  frames: 'update',
  withoutWebSocket: () => 'read the range over HTTP: readUpdates or postV2Updates',
  start(request, context, client): ResumePoint {
    const { errors } = client;
    const { label } = context;
    if (request.descendingOrder === true) {
      throw new errors.RequestError(`${label}: descendingOrder is not supported on a stream (it resumes forward); use postV2Updates.`, context);
    }
    const begin = integer(errors, request.beginExclusive, 'beginExclusive', label);
    const end = request.endInclusive === undefined || request.endInclusive === null ? undefined : integer(errors, request.endInclusive, 'endInclusive', label);
    return offsetPoint(request, begin, end, context, client, '/update');
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
