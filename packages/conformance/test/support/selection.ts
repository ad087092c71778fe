// What a test selects with `only`, derived from the contract model, so that an operation added to a spec is
// selected where it belongs and a test never runs more than it is about.
import { type ChannelEntry, namedReleases, type OperationSpec } from '@canton-openapi/contract';
import type { ApiName } from '../../src/apis.ts';
import { prepareApi } from '../../src/run/prepare-api.ts';

/** The operations and WebSocket channels of an API's bundled specs, as a run reads them. */
export async function contractOf(api: ApiName): Promise<{ operations: OperationSpec[]; channels: ChannelEntry[] }> {
  const prepared = await prepareApi(api, new Map());
  return { operations: prepared.operations, channels: prepared.channels?.entries ?? [] };
}

/** The name `only` knows a channel by: its operationId, or its path when it has none. */
export function channelName(channel: ChannelEntry): string {
  return channel.receiveId ?? channel.channel;
}

/** The operations and channels a release changes: a release key on them, or on one of their request fields. */
export async function releaseDependent(api: ApiName): Promise<string[]> {
  const { operations, channels } = await contractOf(api);
  return [
    ...operations
      .filter((op) => namedReleases(op.lifecycle).length > 0 || op.deprecatedFields.some((f) => namedReleases(f.lifecycle).length > 0))
      .map((op) => op.id),
    ...channels.filter((c) => namedReleases(c.lifecycle).length > 0).map(channelName),
  ];
}
