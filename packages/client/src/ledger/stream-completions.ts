// The completion streams over WebSocket (`/v2/commands/completions`, and from 3.5.7
// `/v2/commands/command-completions`), loaded on their first use. The first frame is the request (the
// body of `postV2CommandsCompletions`: `userId`, `parties`, `beginExclusive`; of
// `postV2CommandsCommandCompletions`: `parties`, `beginExclusive`), then every frame is one
// `CompletionStreamResponse` (a completion or an offset checkpoint, each with its offset) or a
// `JsCantonError` error frame. Neither request has an end: the participant tails the ledger, so a
// connection it closes, normally or not, is resumed with `beginExclusive` = the offset of the last
// completion or checkpoint delivered (stream-offsets.ts: no gap, no duplicate). The loop is resumable-stream.ts's.
import type { ChannelDef, StreamOptions } from '../core/types/streams.ts';
import { type ResumePoint, type ResumeStrategy, resumableStream } from './resumable-stream.ts';
import { offsetPoint } from './stream-offsets.ts';
import { integer } from './stream-settings.ts';
import type { StreamState } from './stream-state.ts';

/** Completions and checkpoints after `beginExclusive`, tailing, resumed after the last offset delivered. */
const completionStream: ResumeStrategy = {
  frames: 'completion',
  withoutWebSocket: (httpTwin) => `list them over HTTP: ${httpTwin}, which answers once its limit or stream_idle_timeout_ms is reached`,
  start(request, context, client): ResumePoint {
    // Absent, the participant starts at the ledger begin, as from 0 (the relaxed codec reads it so).
    const given = request.beginExclusive;
    const begin = given === undefined || given === null ? 0n : integer(client.errors, given, 'beginExclusive', context.label);
    return offsetPoint(request, begin, undefined, context, client, '/completionResponse');
  },
};

/** Every completion and checkpoint the request selects, as the participant streams them (see LedgerClient.streamCommandsCompletions). */
export function streamCompletions<Item>(
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options: StreamOptions = {},
): AsyncIterableIterator<Item> {
  return resumableStream<Item>(state, channel, request, options, completionStream);
}
