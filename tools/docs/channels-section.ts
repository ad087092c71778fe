// The WebSocket channels of an API (its AsyncAPI document) as a section of its reference page: Redoc renders
// OpenAPI only, so the channels become a description-only tag (`x-traitTag`) of the page's view, one heading
// per channel with its deprecation, authentication, the request and the frames. Each message shows its
// description once, its schema (Redoc's `schemaDefinition` tag) and, as its sample, its first example from the
// AsyncAPI document: Redoc would otherwise generate one from the schema, every property set at once, which for
// the request is one the spec forbids (`filter` with `verbose: true` and `updateFormat`).
import {
  type ChannelEntry,
  componentName,
  isObject,
  listChannelEntries,
  type MessageEntry,
  releaseOf,
  removalNote,
  subprotocolAuthOf,
} from '@canton-openapi/contract';

type Json = Record<string, unknown>;

/** The name of the section (tag) the channels appear under. */
export const channelsTagName = 'WebSocket channels';

/** The key of the view's component (schema or example) that the section adds for `message`, and `example` of it. */
export const channelComponent = (message: MessageEntry, example?: string) =>
  `channel.${message.name}${example === undefined ? '' : `.${example}`}`.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * Adds the channels of the bundled AsyncAPI document `doc` to `view`, the bundled OpenAPI document of the same API
 * as the page shows it: the section (a tag) and, per message, a copy of its schema without its description (the
 * section writes the description once; Redoc's `schemaDefinition` shows a schema's description itself and again in
 * each case of an `if`/`oneOf` schema) and its first example as the sample. Returns whether there were channels.
 */
export function addChannelsSection(view: Json, doc: Json): boolean {
  const channels = listChannelEntries(doc, 'asyncapi');
  if (channels.length === 0) return false;
  const components = (isObject(view.components) ? view.components : (view.components = {})) as Json;
  const schemas = (isObject(components.schemas) ? components.schemas : (components.schemas = {})) as Json;
  const examples = (isObject(components.examples) ? components.examples : (components.examples = {})) as Json;
  const auth = subprotocolAuthOf(doc);
  const lines = [
    'Streams over WebSocket (`ws://` or `wss://` at the same address). The client sends the request as the first text frame;',
    'the participant answers with one JSON frame per update, closes normally after the update at `endInclusive`, and without',
    '`endInclusive` keeps the socket open and sends new updates as they happen. A request it rejects is answered with one',
    'error frame, then the close.',
    '',
  ];
  if (auth !== undefined) {
    const without =
      auth.rejection === undefined
        ? ''
        : auth.rejection.status === 101
          ? '; without a valid token the participant still accepts the upgrade and answers the request with one error frame (UNAUTHENTICATED), then closes'
          : `; without a valid token the upgrade is refused with HTTP ${auth.rejection.status}`;
    lines.push(
      `**Authentication**: WebSocket subprotocols \`${auth.tokenPrefix}<JWT>\` first (the participant reads the token from the first protocol offered only), then \`${auth.marker}\`${without}.`,
      '',
    );
  }
  const embed = (message: MessageEntry): string[] => {
    const lines = [`**${message.name}**${message.errorFrame ? ' — error frame, the last one' : ''}`, ''];
    const name = componentName(message.payloadPointer);
    const schema = name === undefined ? undefined : schemas[name];
    if (!isObject(schema)) return lines;
    const { description, ...rest } = schema;
    if (typeof description === 'string' && description.trim() !== '') lines.push(description.trim(), '');
    const key = channelComponent(message);
    schemas[key] = rest;
    const example = message.examples[0];
    let exampleRef = '';
    if (example !== undefined) {
      const exampleKey = channelComponent(message, example.name);
      examples[exampleKey] = { summary: example.name, value: example.payload };
      exampleRef = ` exampleRef="#/components/examples/${exampleKey}"`;
    }
    // Redoc (Markdoc tags) embeds a schema of the page's components where a description names it.
    lines.push(`{% schemaDefinition schemaRef="#/components/schemas/${key}"${exampleRef} /%}`, '');
    return lines;
  };
  const specVersion = releaseOf(doc);
  for (const channel of channels) lines.push(...channelLines(channel, embed, specVersion));
  view.tags = [...(Array.isArray(view.tags) ? view.tags : []), { name: channelsTagName, description: lines.join('\n'), 'x-traitTag': true }];
  return true;
}

function channelLines(channel: ChannelEntry, embed: (message: MessageEntry) => string[], specVersion: string | undefined): string[] {
  // Bold lines, not Markdown headings: Redoc moves a tag description's headings out of the section.
  const lines = ['---', '', `**WS ${channel.channel}**${channel.deprecated ? ' (deprecated)' : ''}`, ''];
  if (channel.lifecycle.addedIn !== undefined) lines.push(`**Since ${channel.lifecycle.addedIn}.**`, '');
  if (channel.deprecated) {
    const { replacedBy } = channel.deprecation;
    const { text, now } = removalNote(channel.deprecation, specVersion);
    const use = replacedBy === undefined ? '' : ` Use \`${replacedBy}\` ${now ? 'now' : 'instead'}.`;
    lines.push(`**Deprecated.**${use} ${text[0]?.toUpperCase() ?? ''}${text.slice(1)}.`, '');
  }
  const ids = [channel.sendId, channel.receiveId].filter((id) => id !== undefined).map((id) => `\`${id}\``);
  if (ids.length > 0) lines.push(`Operations: ${ids.join(', ')}.`, '');
  lines.push('*Request (the first frame):*', '', ...channel.requests.flatMap(embed));
  lines.push('*Frames (one message each):*', '', ...channel.frames.flatMap(embed));
  return lines;
}
