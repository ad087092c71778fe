// A request body of bytes (a DAR upload, `application/octet-stream`) goes to the server as the
// example's bytes with that content type, never as a JSON string: a one-operation spec, run against
// a server that records what it gets.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { type JsonObject, listOperations, type SpecDocument } from '@canton-openapi/contract';
import type { PreparedApi } from '../src/run/check-context.ts';
import { runApi } from '../src/run/run-api.ts';
import { localDeadlineMs } from './support/local-run.ts';
import { createValidator } from '../src/validate/validator.ts';

const token = 'eyJhbGciOiJub25lIn0.dGVzdA.';

function fixture(): PreparedApi {
  const upload: JsonObject = {
    operationId: 'uploadDar',
    tags: ['packages'],
    'x-effect': 'read',
    requestBody: {
      required: true,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' }, examples: { dar: { value: 'PK dar bytes' } } } },
    },
    responses: { '200': { description: 'stored', content: { 'application/json': { schema: { type: 'object' } } } } },
  };
  const root: JsonObject = {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1.0.0' },
    security: [{ httpAuth: [] }],
    components: { securitySchemes: { httpAuth: { type: 'http', scheme: 'bearer' } } },
    tags: [{ name: 'packages' }],
    paths: { '/v2/dars': { post: upload } },
  };
  const doc: SpecDocument<'ledger'> = { api: 'ledger', root };
  return { api: 'ledger', doc, operations: listOperations(doc), validator: createValidator(doc), params: new Map() };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

test('the example is sent as its bytes, as application/octet-stream', async () => {
  const received: { contentType: string | undefined; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise<void>((done) => server.close(() => done())));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await runApi(fixture(), { baseUrl, target: 'server', token, timeoutMs: localDeadlineMs, maxPages: 2, lookup: false });
  const withBody = received.filter((r) => r.body !== '');
  expect(withBody.length).toBeGreaterThan(0);
  for (const r of withBody) expect(r).toEqual({ contentType: 'application/octet-stream', body: 'PK dar bytes' });
});
