// The WebSocket channels of an API (its AsyncAPI document) as a section of its reference page: Redoc renders
// OpenAPI only, so the channels become a description-only tag (`x-traitTag`) of the page's view, one heading
// per channel with its deprecation, authentication, the request and the frames, each message's schema
// embedded (Redoc's `schemaDefinition` tag: the same component the HTTP operations use).
import { type ChannelEntry, listChannelEntries, type MessageEntry, subprotocolAuthOf } from '../../packages/conformance/src/spec/channels.ts';
import { releaseOf, removalNote } from '../../packages/conformance/src/spec/deprecation.ts';

/** The name of the section (tag) the channels appear under. */
export const channelsTagName = 'WebSocket channels';

/** The section for the channels of the bundled AsyncAPI document `doc`, or undefined when it has none. */
export function channelsTag(doc: Record<string, unknown>): { name: string; description: string; 'x-traitTag': true } | undefined {
  const channels = listChannelEntries(doc, 'asyncapi');
  if (channels.length === 0) return undefined;
  const auth = subprotocolAuthOf(doc);
  const lines = [
    'Streams over WebSocket (`ws://` or `wss://` at the same address). The client sends the request as the first text frame;',
    'the participant answers with one JSON frame per update, closes normally after the update at `endInclusive`, and without',
    '`endInclusive` keeps the socket open and sends new updates as they happen. A request it rejects is answered with one',
    'error frame, then the close.',
    '',
  ];
  if (auth !== undefined) {
    lines.push(
      `**Authentication**: WebSocket subprotocols \`${auth.marker}\` and \`${auth.tokenPrefix}<JWT>\`` +
        (auth.rejection === undefined ? '.' : `; without a valid token the upgrade is refused with HTTP ${auth.rejection.status}.`),
      '',
    );
  }
  const specVersion = releaseOf(doc);
  for (const channel of channels) lines.push(...channelLines(channel, specVersion));
  return { name: channelsTagName, description: lines.join('\n'), 'x-traitTag': true };
}

function channelLines(channel: ChannelEntry, specVersion: string | undefined): string[] {
  // Bold lines, not Markdown headings: Redoc moves a tag description's headings out of the section.
  const lines = ['---', '', `**WS ${channel.channel}**${channel.deprecated ? ' (deprecated)' : ''}`, ''];
  if (channel.deprecated) {
    const { replacedBy } = channel.deprecation;
    const { text, now } = removalNote(channel.deprecation, specVersion);
    const use = replacedBy === undefined ? '' : ` Use \`${replacedBy}\` ${now ? 'now' : 'instead'}.`;
    lines.push(`**Deprecated.**${use} ${text[0]?.toUpperCase() ?? ''}${text.slice(1)}.`, '');
  }
  const ids = [channel.sendId, channel.receiveId].filter((id) => id !== undefined).map((id) => `\`${id}\``);
  if (ids.length > 0) lines.push(`Operations: ${ids.join(', ')}.`, '');
  lines.push('*Request (the first frame):*', '', ...channel.requests.flatMap(messageLines));
  lines.push('*Frames (one message each):*', '', ...channel.frames.flatMap(messageLines));
  return lines;
}

function messageLines(message: MessageEntry): string[] {
  const lines = [`**${message.name}**${message.errorFrame ? ' — error frame, the last one' : ''}`, ''];
  // Redoc (Markdoc tags) embeds a schema of the page's components where a description names it.
  if (/^\/components\/schemas\/[^/]+$/.test(message.payloadPointer)) lines.push(`{% schemaDefinition schemaRef="#${message.payloadPointer}" /%}`, '');
  return lines;
}
