// Compares the WebSocket channels of two dereferenced AsyncAPI documents: presence, deprecation, and each
// channel's messages (what the client sends is a request, what it receives a response) with their payloads.
import { type ChannelEntry, listChannelEntries, type MessageEntry, pointerJoin, pointerTokens } from '@canton-openapi/contract';
import type { Change, ChangeKind, Direction } from './change.ts';
import { diffSchema } from './schema-diff.ts';

type Obj = Record<string, unknown>;

/** Reports every client-visible difference between two versions of one API's channels. */
export function diffChannels(api: string, base: Obj, head: Obj): Change[] {
  const changes: Change[] = [];
  const a = new Map(listChannelEntries(base, `${api} (base)`).map((c) => [c.channel, c]));
  const b = new Map(listChannelEntries(head, `${api} (head)`).map((c) => [c.channel, c]));
  for (const [name, channel] of a) {
    if (b.has(name)) continue;
    changes.push({
      api,
      operation: `WS ${name}`,
      ...idOf(channel),
      pointer: channel.pointer,
      kind: 'channel-removed',
      breaking: true,
      message: `channel removed: clients opening ${name} are refused`,
    });
  }
  for (const [name, channel] of b) {
    const old = a.get(name);
    const operation = `WS ${name}`;
    if (old === undefined) {
      changes.push({ api, operation, ...idOf(channel), pointer: channel.pointer, kind: 'channel-added', breaking: false, message: 'channel added' });
      continue;
    }
    const report = (kind: ChangeKind, path: string[], breaking: boolean, message: string) =>
      changes.push({ api, operation, ...idOf(channel, old), pointer: pointerJoin('', ...path), kind, breaking, message });
    if (old.deprecated !== channel.deprecated) {
      report(
        channel.deprecated ? 'deprecation-added' : 'deprecation-removed',
        pointerTokens(channel.pointer),
        false,
        `channel is ${channel.deprecated ? 'now' : 'no longer'} deprecated`,
      );
    }
    diffMessages(old.requests, channel.requests, 'request', report);
    diffMessages(old.frames, channel.frames, 'response', report);
  }
  return changes;
}

function idOf(channel: ChannelEntry, old?: ChannelEntry): { operationId?: string } {
  const id = channel.receiveId ?? old?.receiveId;
  return id === undefined ? {} : { operationId: id };
}

type Report = (kind: ChangeKind, path: string[], breaking: boolean, message: string) => void;

/** Messages are matched by name; a payload is compared as a schema in the message's direction. */
function diffMessages(a: MessageEntry[], b: MessageEntry[], direction: Direction, report: Report): void {
  const path = (pointer: string) =>
    pointer
      .split('/')
      .slice(1)
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  const sent = direction === 'request' ? 'the client sends' : 'the server sends';
  for (const message of a) {
    if (b.some((m) => m.name === message.name)) continue;
    report(
      'message-removed',
      pointerTokens(message.pointer),
      true,
      direction === 'request'
        ? `message ${message.name} (${sent}) removed: clients sending it are refused`
        : `message ${message.name} (${sent}) removed: clients reading it break`,
    );
  }
  for (const message of b) {
    const old = a.find((m) => m.name === message.name);
    if (old === undefined) {
      // Like a new response media type: code handling the documented frames no longer covers every frame.
      report(
        'message-added',
        pointerTokens(message.pointer),
        direction === 'response',
        direction === 'response'
          ? `message ${message.name} (${sent}) added: clients handling only the documented frames break`
          : `message ${message.name} (${sent}) added`,
      );
      continue;
    }
    diffSchema(old.payload, message.payload, [...pointerTokens(message.pointer), 'payload'], { direction, report });
  }
}
