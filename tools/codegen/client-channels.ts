// The WebSocket channels of one API's client, from its AsyncAPI document as the contract model reads
// it (`listChannelEntries`): each channel streams, one per frame, the elements of the list that the
// HTTP operation at the same path answers, from that operation's request. The client's method is named
// by the channel's path (`/v2/updates/flats` → `streamUpdatesFlats`); a deprecated channel's sentence
// names the method of its replacement and, read from the contract, when it goes. What its frames are
// (updates, completions, active-contract entries) is read from the frame schema's key, so the client
// reads each channel with the reader of its frames, and a channel whose frames it cannot read fails here.
import {
  type ChannelEntry,
  followPath,
  type Lifecycle,
  listChannelEntries,
  type OperationSpec,
  releaseOf,
  removalNote,
  type SpecDocument,
} from '@canton-openapi/contract';

/** One channel as the client generator emits it. */
export interface ChannelMethod {
  /** The client's method: `streamUpdates`. */
  method: string;
  /** The channel's path: `/v2/updates`. */
  path: string;
  /** The HTTP list operation whose request and elements the channel shares: `postV2Updates`. */
  operationId: string;
  /** What to use instead and when it goes, for a deprecated channel (its `@deprecated` and its warning). */
  deprecation: string | undefined;
  /** In which releases the channel is served, and the method replacing it (client-releases.ts). */
  lifecycle: Lifecycle;
  replacedBy: string | undefined;
  /** What each frame holds, named by the key of the frame schema that holds it (`frameKinds`). */
  frames: FrameKind;
}

/**
 * The frames the client reads, by the required key of the frame schema holding the item: an update
 * (`JsGetUpdatesResponse`, `JsGetUpdateTreesResponse`) and a completion or checkpoint
 * (`CompletionStreamResponse`) carry their offset, in offset order; an active-contract entry
 * (`JsGetActiveContractsResponse`) its continuation token. The client has one reader per kind
 * (`packages/client/src/ledger/stream-frames.ts`).
 */
export const frameKinds = { update: 'update', completionResponse: 'completion', contractEntry: 'entry' } as const;

/** A kind of frame the client reads: `update`, `completion` or `entry`. */
export type FrameKind = (typeof frameKinds)[keyof typeof frameKinds];

/** `/v2/updates/flats` → `streamUpdatesFlats`: the segments after the version, in PascalCase. */
export function channelMethodName(path: string): string {
  const segments = path.split('/').filter((s) => s !== '' && !/^v\d+$/.test(s));
  return `stream${segments.map((s) => s.replace(/(?:^|[_-])([a-z0-9])/g, (_m, c: string) => c.toUpperCase())).join('')}`;
}

/** Every channel of the bundled AsyncAPI document `asyncapi`, each with the HTTP operation it streams (of `operations` in `openapi`). */
export function channelMethods(asyncapi: Record<string, unknown>, openapi: SpecDocument, operations: readonly OperationSpec[]): ChannelMethod[] {
  const channels = listChannelEntries(asyncapi, 'asyncapi');
  const specVersion = releaseOf(asyncapi);
  const methodOf = new Map(channels.map((c) => [c.channel, channelMethodName(c.channel)]));
  return channels.map((channel) => {
    const twin = operations.find((op) => op.path === channel.channel);
    if (twin === undefined) {
      throw new Error(
        `asyncapi ${channel.channel}: no HTTP operation at the same path; the client streams the elements of the list operation a channel shares its path with`,
      );
    }
    checkPayloads(channel, twin, openapi);
    const method = methodOf.get(channel.channel)!;
    let deprecation: string | undefined;
    const { replacedBy } = channel.deprecation;
    const replacement = replacedBy === undefined ? undefined : methodOf.get(replacedBy);
    if (channel.deprecated) {
      if (replacedBy !== undefined && replacement === undefined)
        throw new Error(`asyncapi ${channel.channel}: x-replaced-by ${replacedBy} is no channel of the document`);
      const { text, now } = removalNote(channel.deprecation, specVersion);
      const use = replacement === undefined ? 'The spec names no replacement.' : `Use \`${replacement}\` (WebSocket ${replacedBy}) ${now ? 'now' : 'instead'}.`;
      deprecation = `${use} ${text[0]!.toUpperCase()}${text.slice(1)}.`;
    }
    const frames = frameKindOf(channel);
    return { method, path: channel.channel, operationId: twin.id, deprecation, lifecycle: channel.lifecycle, replacedBy: replacement, frames };
  });
}

/** The kind of the channel's frames (error frames aside), by the one key of `frameKinds` their schema requires. */
function frameKindOf(channel: ChannelEntry): FrameKind {
  const keys = new Set(
    channel.frames.flatMap((frame) => {
      const required = frame.errorFrame ? [] : frame.payload['required'];
      return Array.isArray(required) ? required.filter((key): key is keyof typeof frameKinds => typeof key === 'string' && Object.hasOwn(frameKinds, key)) : [];
    }),
  );
  if (keys.size !== 1) {
    throw new Error(
      `asyncapi ${channel.channel}: its frames require ${keys.size === 0 ? 'none' : [...keys].join(' and ')} of the keys the client reads frames by ` +
        `(${Object.keys(frameKinds).join(', ')}); give it a frame kind and its reader (packages/client/src/ledger/stream-frames.ts)`,
    );
  }
  return frameKinds[[...keys][0]!];
}

/**
 * Throws unless the channel's request is the operation's request body schema and its frames (error
 * frames aside) the items of the operation's 200 list: the client types and reads them as those.
 */
function checkPayloads(channel: ChannelEntry, twin: OperationSpec, openapi: SpecDocument): void {
  const where = twin.pointer;
  const at = (key: string, path: string[]) => followPath(openapi.root, twin.source[key], `${where}/${key}`, path, 'bundled spec').pointer;
  const body = at('requestBody', ['content', 'application/json', 'schema']);
  const list = at('responses', ['200', 'content', 'application/json', 'schema', 'items']);
  const mismatch = (what: string, pointer: string, expected: string) =>
    new Error(`asyncapi ${channel.channel}: the ${what} is ${pointer}, not ${expected} as in ${twin.id}; the client types and reads it as the operation's`);
  for (const request of channel.requests) if (request.payloadPointer !== body) throw mismatch('request', request.payloadPointer, body);
  for (const frame of channel.frames) if (!frame.errorFrame && frame.payloadPointer !== list) throw mismatch('frame', frame.payloadPointer, list);
}
