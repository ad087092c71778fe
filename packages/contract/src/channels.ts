// Listing the WebSocket channels of a bundled AsyncAPI 2.6 document: the one walk over `channels` that
// conformance, the mock, spec-diff and the docs share. `publish` is what the client sends (the request),
// `subscribe` what it receives (the frames), as AsyncAPI 2 names them from the client's side.
import { readDeprecation, type DeprecationSpec } from './deprecation.ts';
import { type Effect, effectOf } from './effects.ts';
import { isObject, type Json, type JsonObject, pointerJoin, stringAt } from './json.ts';
import { type Lifecycle, lifecycleOf } from './lifecycle.ts';
import { followRefs } from './refs.ts';

/** One message a channel carries: its name, its payload schema (resolved, with pointer) and its examples. */
export interface MessageEntry {
  /** The message's `name`, else its component key (`JsGetUpdatesResponse`). */
  name: string;
  /** Where the message object is (the component it references, or where it is written). */
  pointer: string;
  payload: JsonObject;
  /** Where the payload schema is (`/components/schemas/JsGetUpdatesResponse` in a bundle). */
  payloadPointer: string;
  examples: { name: string; payload: Json; pointer: string }[];
  /** `x-error-frame`: the message ends the conversation (the server closes after it). */
  errorFrame: boolean;
  /** `x-rejected-examples`: requests the server answers with an error frame. */
  rejectedExamples: { name: string; payload: Json; pointer: string }[];
}

/** How the channels authenticate: WebSocket subprotocols carrying the token, and the answer without one. */
export interface SubprotocolAuth {
  /** The protocol that says "a token follows" (`daml.ws.auth`). */
  marker: string;
  /** The prefix of the protocol carrying the token (`jwt.token.`). */
  tokenPrefix: string;
  /**
   * What a stream without a valid token gets, as `x-rejected-with` states it: status 101 (the upgrade is
   * accepted, and `payload` is the one error frame answering the request, before the close), or the
   * HTTP status refusing the upgrade with `payload` as its body.
   */
  rejection?: { status: number; contentType: string; payload: Json };
}

/** One channel: its address, deprecation, and the messages in each direction. */
export interface ChannelEntry {
  /** `/v2/updates`. */
  channel: string;
  /** JSON pointer of the channel (`/channels/~1v2~1updates`). */
  pointer: string;
  deprecated: boolean;
  deprecation: DeprecationSpec;
  /** In which releases the channel is served (`availabilityAt`). */
  lifecycle: Lifecycle;
  /** What a conversation may do to the server's state: `write` when either operation's `x-effect` is (or does not say). */
  effect: Effect;
  /** `operationId` of the client's sending operation (`publish`) and of its receiving one (`subscribe`). */
  sendId?: string;
  receiveId?: string;
  /** What the client sends: the request message(s). */
  requests: MessageEntry[];
  /** What the client receives: one of these per frame. */
  frames: MessageEntry[];
  /**
   * Whether the request selects an offset range (its payload has `beginExclusive`): the stream runs up to
   * `endInclusive`, or tails without it. Otherwise the channel streams a snapshot (the active contracts at
   * `activeAtOffset`), which the server completes after its last frame.
   */
  ranged: boolean;
}

/** Every channel of a bundled AsyncAPI `root` in document order; `where` names the document in errors. */
export function listChannelEntries(root: Record<string, unknown>, where = 'asyncapi'): ChannelEntry[] {
  const channels = isObject(root['channels']) ? root['channels'] : {};
  return Object.entries(channels).flatMap(([channel, raw]): ChannelEntry[] => {
    const pointer = pointerJoin('/channels', channel);
    if (!isObject(raw)) return [];
    const side = (key: 'publish' | 'subscribe') => (isObject(raw[key]) ? raw[key] : undefined);
    const publish = side('publish');
    const subscribe = side('subscribe');
    const sendId = publish === undefined ? undefined : stringAt(publish, 'operationId');
    const receiveId = subscribe === undefined ? undefined : stringAt(subscribe, 'operationId');
    const requests = messagesOf(root, publish?.['message'], pointerJoin(pointer, 'publish', 'message'), where);
    const properties = requests[0]?.payload['properties'];
    return [
      {
        channel,
        pointer,
        deprecated: raw['x-deprecated'] === true,
        deprecation: readDeprecation(raw),
        lifecycle: lifecycleOf(raw),
        effect: [publish, subscribe].some((side) => side !== undefined && effectOf(side) === 'write') ? 'write' : 'read',
        ...(sendId === undefined ? {} : { sendId }),
        ...(receiveId === undefined ? {} : { receiveId }),
        requests,
        frames: messagesOf(root, subscribe?.['message'], pointerJoin(pointer, 'subscribe', 'message'), where),
        ranged: isObject(properties) && 'beginExclusive' in properties,
      },
    ];
  });
}

/** The messages of an operation's `message`: one message, or each of its `oneOf`. */
function messagesOf(root: unknown, value: unknown, at: string, where: string): MessageEntry[] {
  if (value === undefined) return [];
  const target = followRefs(root, value, at, where);
  if (!isObject(target.value)) return [];
  const list = target.value['oneOf'];
  if (Array.isArray(list)) return list.flatMap((member, i) => messagesOf(root, member, pointerJoin(target.pointer, 'oneOf', i), where));
  const message = target.value;
  const payload = followRefs(root, message['payload'], pointerJoin(target.pointer, 'payload'), where);
  const componentKey = /^\/components\/messages\/([^/]+)$/.exec(target.pointer)?.[1];
  const name = stringAt(message, 'name') ?? componentKey ?? target.pointer;
  const exampleList = (key: string) => {
    const list = Array.isArray(message[key]) ? message[key] : [];
    return list.flatMap((example, i) =>
      isObject(example) && 'payload' in example
        ? [{ name: stringAt(example, 'name') ?? String(i), payload: example['payload'] as Json, pointer: pointerJoin(target.pointer, key, i, 'payload') }]
        : [],
    );
  };
  return [
    {
      name,
      pointer: target.pointer,
      payload: isObject(payload.value) ? payload.value : {},
      payloadPointer: payload.pointer,
      examples: exampleList('examples'),
      errorFrame: message['x-error-frame'] === true,
      rejectedExamples: exampleList('x-rejected-examples'),
    },
  ];
}

/** The subprotocol authentication of the document's first security scheme that declares `x-subprotocols`, if any. */
export function subprotocolAuthOf(root: Record<string, unknown>): SubprotocolAuth | undefined {
  const components = isObject(root['components']) ? root['components'] : {};
  const schemes = isObject(components['securitySchemes']) ? components['securitySchemes'] : {};
  for (const scheme of Object.values(schemes)) {
    if (!isObject(scheme) || !isObject(scheme['x-subprotocols'])) continue;
    const marker = stringAt(scheme['x-subprotocols'], 'marker');
    const tokenPrefix = stringAt(scheme['x-subprotocols'], 'tokenPrefix');
    if (marker === undefined || tokenPrefix === undefined) continue;
    const rejected = scheme['x-rejected-with'];
    const status = isObject(rejected) ? rejected['status'] : undefined;
    const rejection =
      isObject(rejected) && typeof status === 'number'
        ? { status, contentType: stringAt(rejected, 'contentType') ?? 'application/json', payload: (rejected['payload'] ?? null) as Json }
        : undefined;
    return { marker, tokenPrefix, ...(rejection === undefined ? {} : { rejection }) };
  }
  return undefined;
}

/**
 * The offset a frame is about: the shallowest integer `offset` inside it (`update.<Kind>.value.offset` in an
 * update frame), or undefined (an error frame).
 */
export function frameOffset(value: unknown): number | undefined {
  let level: unknown[] = [value];
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    for (const node of level) if (isObject(node) && typeof node['offset'] === 'number') return node['offset'];
    level = level.flatMap((node) => (isObject(node) ? Object.values(node) : Array.isArray(node) ? node : []));
  }
  return undefined;
}
