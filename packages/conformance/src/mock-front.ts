// A small HTTP front of a Prism mock that makes it behave like a server where Prism alone cannot:
// - paging ends: a request that carries back a value of the previous answer of the same operation (a
//   `next_page_token` as `pageToken`/`after`, the last offset as `beginExclusive`) is a follow-up, and
//   gets the spec's last-page example (a 200 example without the token, or the empty list), so
//   iterators and `readUpdates` finish. Token-paged operations are those with `x-pagination` (its `next`
//   names the token); an operation whose 200 examples include an empty list is read range by range.
// - a body that is not JSON gets the operation's documented 400 (Prism would never answer it).
// - WebSocket upgrades go to the channels of the API's AsyncAPI document (mock-channels.ts), when it has one.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChannelMock, createChannelMock } from './mock-channels.ts';
import type { SpecDocument } from './spec/document.ts';
import { isObject, type Json, type JsonObject } from './spec/json.ts';
import { listOperations, type OperationSpec } from './spec/operations.ts';

interface Route {
  op: OperationSpec;
  pattern: RegExp;
  /** The 200 example that ends paging, when the operation pages. */
  lastPage?: string;
}

interface Memory {
  /** Top-level body fields and query parameters of the previous request, as text. */
  request: Map<string, string>;
  /** Every scalar of the previous 2xx JSON answer, as text. */
  answer: Set<string>;
}

/** A running front; `close` stops it. */
export interface MockFront {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the front on `host:port`, relaying to the Prism at `target` (an origin) that serves `doc` below `prefix`,
 * and serving the WebSocket channels of `channels` (the API's bundled AsyncAPI document) below the same prefix.
 */
export async function startMockFront(doc: SpecDocument, prefix: string, target: string, host: string, port: number, channels?: JsonObject): Promise<MockFront> {
  const routes = listOperations(doc).map((op): Route => {
    const pattern = new RegExp(
      `^${escape(prefix)}${op.path
        .split(/\{[^}]+\}/)
        .map(escape)
        .join('[^/]+')}/?$`,
    );
    const lastPage = lastPageExample(op);
    return lastPage === undefined ? { op, pattern } : { op, pattern, lastPage };
  });
  const memory = new Map<string, Memory>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void relay(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`mock front: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  });

  async function relay(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://mock');
    const route = routes.find((r) => r.op.method === req.method && r.pattern.test(url.pathname));
    const headers = forwardable(req);
    let parsed: unknown;
    if (route !== undefined && body.length > 0 && (headers['content-type'] ?? '').includes('json')) {
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return reject(res, route.op);
      }
    }
    let fields: Map<string, string> | undefined;
    if (route?.lastPage !== undefined) {
      fields = requestFields(url, parsed);
      const previous = memory.get(route.op.id);
      const prefer = headers['prefer'] ?? '';
      const followUp = previous !== undefined && [...fields].some(([name, value]) => previous.request.get(name) !== value && previous.answer.has(value));
      if (followUp && !/example=/.test(prefer) && !/code=(?!2)/.test(prefer))
        headers['prefer'] = prefer === '' ? `example=${route.lastPage}` : `${prefer}, example=${route.lastPage}`;
    }
    const answer = await fetch(target + (req.url ?? '/'), {
      method: req.method ?? 'GET',
      headers,
      ...(body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
      redirect: 'manual',
    });
    const text = await answer.text();
    if (route !== undefined && fields !== undefined && answer.ok) {
      const scalars = new Set<string>();
      try {
        collectScalars(JSON.parse(text) as Json, scalars);
      } catch {
        // Not JSON: nothing to carry back.
      }
      memory.set(route.op.id, { request: fields, answer: scalars });
    }
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection' && name !== 'content-encoding') out[name] = value;
    });
    res.writeHead(answer.status, out).end(text);
  }

  const channelMock: ChannelMock | undefined = channels === undefined ? undefined : createChannelMock(channels, prefix, doc.api);
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    if (channelMock?.handleUpgrade(req, socket, head)) return;
    const text = 'no WebSocket channel at this path';
    socket.end(`HTTP/1.1 404 Not Found\r\ncontent-type: text/plain\r\ncontent-length: ${text.length}\r\nconnection: close\r\n\r\n${text}`);
  });

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, ready);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        channelMock?.close();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The first 200 JSON example that ends paging: an empty list, or an object without the page token. */
export function lastPageExample(op: OperationSpec): string | undefined {
  const media = op.responses.find((r) => r.status === '200')?.contents.find((c) => c.mediaType.includes('json'));
  if (media === undefined) return undefined;
  if (op.pagination !== undefined) {
    const field = op.pagination.next;
    const hasToken = media.examples.some((e) => isObject(e.value) && e.value[field] != null);
    return hasToken ? media.examples.find((e) => isObject(e.value) && e.value[field] == null)?.name : undefined;
  }
  // A list answer that the spec also shows empty is read range after range until a range comes back empty.
  const lists = media.examples.filter((e) => Array.isArray(e.value));
  if (lists.length < 2) return undefined;
  return lists.find((e) => Array.isArray(e.value) && e.value.length === 0)?.name;
}

function reject(res: ServerResponse, op: OperationSpec): void {
  const response =
    op.responses.find((r) => r.status === '400') ?? op.responses.find((r) => r.status.startsWith('4')) ?? op.responses.find((r) => r.status === 'default');
  const status = response === undefined || !/^\d{3}$/.test(response.status) ? 400 : Number(response.status);
  const media = response?.contents[0];
  const example = media?.examples[0]?.value;
  const type = media?.mediaType ?? 'text/plain';
  const text = type.includes('json')
    ? JSON.stringify(example ?? { error: 'The request content was malformed' })
    : typeof example === 'string'
      ? example
      : 'The request content was malformed';
  res.writeHead(status, { 'content-type': type }).end(text);
}

function requestFields(url: URL, body: unknown): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of url.searchParams) fields.set(`query ${name}`, value);
  if (isObject(body))
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string' || typeof value === 'number') fields.set(`body ${name}`, String(value));
  return fields;
}

function collectScalars(value: Json, into: Set<string>): void {
  if (into.size > 50_000) return;
  if (typeof value === 'string' || typeof value === 'number') into.add(String(value));
  else if (Array.isArray(value)) for (const v of value) collectScalars(v, into);
  else if (isObject(value)) for (const v of Object.values(value)) collectScalars(v, into);
}

function forwardable(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'host' || name === 'connection' || name === 'content-length' || name === 'transfer-encoding') continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
