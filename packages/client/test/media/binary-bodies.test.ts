// Operations whose bodies are not JSON, as users call them: a DAR upload sends the caller's bytes
// unchanged as application/octet-stream, a package download resolves to the bytes as a Uint8Array,
// and a DAR validation's empty 200 resolves to undefined. The injected fetch keeps each request's
// bytes; one loopback test checks the same on the wire with the runtime's fetch.
import { createServer, type Server } from 'node:http';
import { HttpError, RequestError, ResponseParseError, ResponseTooLargeError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = 'http://participant.test';
const packageId = '5b3c6e0f1d2a48e7c9b1a0f3d5e7c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d5';

/** Every byte value, twice, in an order no text decoding keeps (lone continuation bytes, 0x00, 0xff). */
const allBytes = new Uint8Array(512).map((_, i) => (i * 167 + 13) % 256);

interface Sent {
  method: string;
  url: string;
  contentType: string | null;
  bytes: Uint8Array;
}

/** A fetch that keeps each request's bytes and answers with `answer`. */
function bytesFetch(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const one = {
      method: request.method,
      url: request.url,
      contentType: request.headers.get('content-type'),
      bytes: new Uint8Array(await request.arrayBuffer()),
    };
    sent.push(one);
    return answer(one);
  };
  return { fetch, sent };
}

const uploaded = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });

function ledger(fetch: typeof globalThis.fetch, options: { maxResponseBytes?: number } = {}) {
  return createLedgerClient({ baseUrl, fetch, token: 'a.b.c', serverVersion: false, logger: false, retry: false, ...options });
}

describe('a DAR upload (postV2Dars)', () => {
  it('sends the bytes of a Uint8Array unchanged, as application/octet-stream, and resolves to {}', async () => {
    const { fetch, sent } = bytesFetch(uploaded);
    await expect(ledger(fetch).postV2Dars(allBytes)).resolves.toEqual({});
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`${baseUrl}/v2/dars`);
    expect(sent[0]!.contentType).toBe('application/octet-stream');
    expect(sent[0]!.bytes).toEqual(allBytes);
  });

  it('sends only the bytes a view covers: a Buffer slice of a larger buffer, a DataView', async () => {
    const { fetch, sent } = bytesFetch(uploaded);
    const large = Buffer.alloc(1024, 0xaa);
    large.set(allBytes, 100);
    await ledger(fetch).postV2Dars(large.subarray(100, 100 + allBytes.length));
    await ledger(fetch).postV2Dars(new DataView(large.buffer, large.byteOffset + 100, allBytes.length));
    expect(sent.map((s) => s.bytes)).toEqual([allBytes, allBytes]);
  });

  it('sends an ArrayBuffer and a Blob unchanged', async () => {
    const { fetch, sent } = bytesFetch(uploaded);
    await ledger(fetch).postV2Dars(allBytes.slice().buffer);
    await ledger(fetch).postV2Dars(new Blob([allBytes]));
    expect(sent.map((s) => s.bytes)).toEqual([allBytes, allBytes]);
    expect(sent.map((s) => s.contentType)).toEqual(['application/octet-stream', 'application/octet-stream']);
  });

  it('sends the query parameters with the bytes, and the older path (postV2Packages) the same way', async () => {
    const { fetch, sent } = bytesFetch(uploaded);
    const synchronizerId = 'global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a';
    await ledger(fetch).postV2Dars(allBytes, { query: { vetAllPackages: false, synchronizerId } });
    await ledger(fetch).postV2Packages(allBytes, { query: { vetAllPackages: true } });
    expect(sent[0]!.url).toBe(`${baseUrl}/v2/dars?vetAllPackages=false&synchronizerId=${encodeURIComponent(synchronizerId)}`);
    expect(sent[1]!.url).toBe(`${baseUrl}/v2/packages?vetAllPackages=true`);
    expect(sent.map((s) => [s.contentType, s.bytes])).toEqual([
      ['application/octet-stream', allBytes],
      ['application/octet-stream', allBytes],
    ]);
  });

  it('sends the same bytes through middleware, which sees the octet-stream request', async () => {
    const { fetch, sent } = bytesFetch(uploaded);
    const client = ledger(fetch);
    const seen: (string | null)[] = [];
    client.use({ onRequest: ({ request }) => void seen.push(request.headers.get('content-type')) });
    await expect(client.postV2Dars(allBytes)).resolves.toEqual({});
    expect(seen).toEqual(['application/octet-stream']);
    expect(sent[0]!.bytes).toEqual(allBytes);
  });

  it.each([
    ['a string', 'PK bytes', 'string'],
    ['a plain object', { dar: 'x' }, 'Object'],
    ['an array of numbers', [80, 75], 'Array'],
    ['nothing', undefined, 'undefined'],
  ])('refuses %s, naming the operation and what it got, and sends nothing', async (_what, body, got) => {
    const { fetch, sent } = bytesFetch(uploaded);
    const error = await ledger(fetch)
      .postV2Dars(body as unknown as Uint8Array)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toContain('postV2Dars (POST /v2/dars)');
    expect((error as Error).message).toContain(`got ${got}`);
    expect(sent).toHaveLength(0);
  });

  it('rejects a refusal with an HttpError typed by its media type', async () => {
    const { fetch } = bytesFetch(
      () => new Response('Invalid value for: query parameter vetAllPackages', { status: 400, headers: { 'content-type': 'text/plain' } }),
    );
    const error = await ledger(fetch)
      .postV2Dars(allBytes)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect({ status: (error as HttpError).status, mediaType: (error as HttpError).mediaType, body: (error as HttpError).body }).toEqual({
      status: 400,
      mediaType: 'text/plain',
      body: 'Invalid value for: query parameter vetAllPackages',
    });
  });
});

describe('a DAR validation (postV2DarsValidate)', () => {
  it('sends the bytes and resolves to undefined on the empty 200', async () => {
    const { fetch, sent } = bytesFetch(() => new Response(null, { status: 200 }));
    await expect(ledger(fetch).postV2DarsValidate(allBytes)).resolves.toBeUndefined();
    expect(sent[0]!.bytes).toEqual(allBytes);
    expect(sent[0]!.contentType).toBe('application/octet-stream');
  });
});

describe('a package download (getV2PackagesPackageId)', () => {
  const archive = (contentType = 'application/octet-stream') =>
    new Response(allBytes, { status: 200, headers: { 'content-type': contentType, 'canton-package-hash': packageId } });

  it('resolves to the bytes as a Uint8Array, byte for byte', async () => {
    const { fetch, sent } = bytesFetch(() => archive());
    const bytes = await ledger(fetch).getV2PackagesPackageId(packageId);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes).toEqual(allBytes);
    expect(sent[0]!.url).toBe(`${baseUrl}/v2/packages/${packageId}`);
  });

  it('gives the Canton-Package-Hash header on withResponse', async () => {
    const { fetch } = bytesFetch(() => archive());
    const { data, response } = await ledger(fetch).withResponse.getV2PackagesPackageId(packageId);
    expect(data).toEqual(allBytes);
    expect(response.headers.get('Canton-Package-Hash')).toBe(packageId);
  });

  it('reads a body that arrives in many chunks', async () => {
    const { fetch } = bytesFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (let at = 0; at < allBytes.length; at += 7) controller.enqueue(allBytes.slice(at, at + 7));
              controller.close();
            },
          }),
          { status: 200, headers: { 'content-type': 'application/octet-stream' } },
        ),
    );
    await expect(ledger(fetch).getV2PackagesPackageId(packageId)).resolves.toEqual(allBytes);
  });

  it('rejects a 200 of another media type (a proxy page) with a ResponseParseError', async () => {
    const { fetch } = bytesFetch(() => new Response('<html>login</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await ledger(fetch)
      .getV2PackagesPackageId(packageId)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toContain('came as text/html');
    expect((error as Error).message).toContain('not application/octet-stream');
  });

  it('stops reading past maxResponseBytes with a ResponseTooLargeError, declared or not', async () => {
    const declared = bytesFetch(() => archive());
    await expect(ledger(declared.fetch, { maxResponseBytes: 100 }).getV2PackagesPackageId(packageId)).rejects.toBeInstanceOf(ResponseTooLargeError);
    const streamed = bytesFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              controller.enqueue(allBytes);
            },
          }),
          { status: 200, headers: { 'content-type': 'application/octet-stream' } },
        ),
    );
    await expect(ledger(streamed.fetch, { maxResponseBytes: 1000 }).getV2PackagesPackageId(packageId)).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it('rejects an unknown package with the 404 HttpError', async () => {
    const { fetch } = bytesFetch(
      () =>
        new Response(JSON.stringify({ code: 'PACKAGE_NOT_FOUND', cause: 'Could not find package.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await ledger(fetch)
      .getV2PackagesPackageId(packageId)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });
});

describe("on the wire, with the runtime's fetch", () => {
  let server: Server;
  let url: string;
  const received: { contentType: string | undefined; bytes: Buffer }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        received.push({ contentType: req.headers['content-type'], bytes: Buffer.concat(parts) });
        if (req.url === '/v2/dars') res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        else res.writeHead(200, { 'content-type': 'application/octet-stream', 'canton-package-hash': packageId }).end(Buffer.from(allBytes));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('uploads the bytes and downloads them back unchanged', async () => {
    const client = createLedgerClient({ baseUrl: url, serverVersion: false, logger: false });
    await expect(client.postV2Dars(allBytes)).resolves.toEqual({});
    expect(received[0]!.contentType).toBe('application/octet-stream');
    expect(new Uint8Array(received[0]!.bytes)).toEqual(allBytes);
    await expect(client.getV2PackagesPackageId(packageId)).resolves.toEqual(allBytes);
  });
});
