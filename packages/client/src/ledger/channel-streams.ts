// The stream of each WebSocket channel of the ledger, picked by what its frames hold (`ChannelDef.frames`,
// generated from the channel's frame schema): updates, completions, or the entries of the active
// contracts snapshot. Loaded with the first stream a channel method opens (extension.ts); a kind of
// frame without its stream here does not compile.
import type { ChannelDef, FrameKind, StreamOptions } from '../core/types/streams.ts';
import { streamActiveContracts } from './stream-active-contracts.ts';
import { streamCompletions } from './stream-completions.ts';
import type { StreamState } from './stream-state.ts';
import { streamUpdates } from './stream-updates.ts';

/** Opens the stream of one channel. */
type OpenStream = <Item>(state: StreamState, channel: ChannelDef, request: Record<string, unknown>, options?: StreamOptions) => AsyncIterableIterator<Item>;

const streams: Record<FrameKind, OpenStream> = { update: streamUpdates, completion: streamCompletions, entry: streamActiveContracts };

/** The items of `channel` for `request`, read by the stream of its frames. */
export function streamChannel<Item>(
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options?: StreamOptions,
): AsyncIterableIterator<Item> {
  return streams[channel.frames]<Item>(state, channel, request, options);
}
