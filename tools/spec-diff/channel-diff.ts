// Compares the WebSocket channels of two bundled AsyncAPI documents as the contract model lists them:
// how streams authenticate, presence, deprecation, and each channel's messages (what the client sends is a
// request, what it receives a response) with their payloads and which one ends the stream.
import {
  type ChannelEntry,
  listChannelEntries,
  type MessageEntry,
  pointerJoin,
  pointerTokens,
  releaseOf,
  type SpecDocument,
  type SubprotocolAuth,
  subprotocolAuthOf,
} from '@canton-openapi/contract';
import { canonicalData } from './canonical.ts';
import type { Change, Direction, Report } from './change.ts';
import { diffDeprecation, sharedLines } from './deprecation-diff.ts';
import { diffSchema, type SchemaDiffContext } from './schema-diff.ts';

/** Reports every client-visible difference between two versions of one API's channels. */
export function diffChannels(api: string, base: SpecDocument, head: SpecDocument): Change[] {
  const changes: Change[] = [];
  const release = releaseOf(head.root);
  // How streams carry the token (`x-subprotocols`) and what one without a valid token gets (`x-rejected-with`):
  // clients authenticate and conformance checks the refusal the documented way, so any change breaks them.
  const [was, now] = [subprotocolAuthOf(base.root), subprotocolAuthOf(head.root)];
  if (canonicalData(was) !== canonicalData(now)) {
    const message = `how streams authenticate changed from ${showAuth(was)} to ${showAuth(now)}: clients and conformance follow the documented way`;
    changes.push({ api, pointer: '/components/securitySchemes', kind: 'channel-auth-changed', breaking: true, message });
  }
  const a = new Map(listChannelEntries(base.root, `${api} (base)`).map((c) => [c.channel, c]));
  const b = new Map(listChannelEntries(head.root, `${api} (head)`).map((c) => [c.channel, c]));
  for (const [name, channel] of a) {
    if (b.has(name)) continue;
    const message = `channel removed: clients opening ${name} are refused`;
    changes.push({ api, operation: `WS ${name}`, ...idOf(channel), pointer: channel.pointer, kind: 'channel-removed', breaking: true, message });
  }
  for (const [name, channel] of b) {
    const old = a.get(name);
    const operation = `WS ${name}`;
    if (old === undefined) {
      changes.push({ api, operation, ...idOf(channel), pointer: channel.pointer, kind: 'channel-added', breaking: false, message: 'channel added' });
      continue;
    }
    const report: Report = (kind, path, breaking, message) =>
      changes.push({ api, operation, ...idOf(channel, old), pointer: pointerJoin('', ...path), kind, breaking, message });
    const ctx = { report, base: base.root, head: head.root, release, lines: sharedLines(base.root, head.root) };
    diffDeprecation(old, channel, 'channel', pointerTokens(channel.pointer), ctx, 'x-deprecated');
    diffMessages(old.requests, channel.requests, 'request', ctx);
    diffMessages(old.frames, channel.frames, 'response', ctx);
  }
  return changes;
}

function idOf(channel: ChannelEntry, old?: ChannelEntry): { operationId?: string } {
  const id = channel.receiveId ?? old?.receiveId;
  return id === undefined ? {} : { operationId: id };
}

function showAuth(auth: SubprotocolAuth | undefined): string {
  if (auth === undefined) return 'nothing declared';
  const status = auth.rejection?.status;
  const refusal =
    status === undefined ? 'no stated refusal' : status === 101 ? 'a 101 and one error frame without a valid token' : `${status} without a valid token`;
  return `\`${auth.tokenPrefix}<JWT>\` with \`${auth.marker}\`, ${refusal}`;
}

/** Messages are matched by name; a payload is compared as a schema in the message's direction. */
function diffMessages(a: MessageEntry[], b: MessageEntry[], direction: Direction, ctx: Omit<SchemaDiffContext, 'direction'>): void {
  const { report } = ctx;
  const request = direction === 'request';
  const sent = request ? 'the client sends' : 'the server sends';
  for (const message of a) {
    if (b.some((m) => m.name === message.name)) continue;
    const why = request ? 'clients sending it are refused' : 'clients reading it break';
    report('message-removed', pointerTokens(message.pointer), true, `message ${message.name} (${sent}) removed: ${why}`);
  }
  for (const message of b) {
    const old = a.find((m) => m.name === message.name);
    if (old === undefined) {
      // Like a new response media type: code handling the documented frames no longer covers every frame.
      const why = request ? '' : ': clients handling only the documented frames break';
      report('message-added', pointerTokens(message.pointer), !request, `message ${message.name} (${sent}) added${why}`);
      continue;
    }
    if (old.errorFrame !== message.errorFrame) {
      report(
        'error-frame-changed',
        [...pointerTokens(message.pointer), 'x-error-frame'],
        true,
        `message ${message.name} (${sent}) ${message.errorFrame ? 'now ends the stream: clients reading on after it' : 'no longer ends the stream: clients stopping at it'} break`,
      );
    }
    diffSchema(old.payload, message.payload, [...pointerTokens(message.pointer), 'payload'], { ...ctx, direction });
  }
}
