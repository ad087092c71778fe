// The code loaded up front does not grow with an API's operations: the same generator and bundling as
// the real clients (test/up-front.test.ts), run on a small fixture spec and on the same spec with 100
// more operations. Up front there is only the form of the method names (their verbs); everything an
// operation needs (method, path, what it takes, error media types, paging, int64 fields) loads on demand.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonObject } from '@canton-openapi/contract';
import { clientFiles } from '@canton-openapi/tools/codegen/generate-client.ts';
import { clientEntry, entryFile } from '@canton-openapi/tools/codegen/surface-entries.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type BundleSize, subpathSize } from '../../bench/bundle-size.ts';

type Spec = JsonObject & { info: { title: string }; paths: JsonObject };

const core = fileURLToPath(new URL('../../src/core/', import.meta.url));
const base = parse(readFileSync(new URL('../retry/retry.yaml', import.meta.url), 'utf8')) as Spec;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const verbs = ['get', 'post', 'list', 'lookup', 'patch', 'delete'];
const nouns = ['Commands', 'Parties', 'Users', 'Packages', 'State', 'Updates', 'Events', 'Interactive', 'Rights', 'Contracts', 'Synchronizers'];
const details = ['ById', 'ForTransaction', 'Submission', 'Prepare', 'Execute', 'Status', 'Allocate', 'Versions', 'Active', 'Latest', 'Preferred'];

/** `count` operations named like the JSON Ledger API's: every other one a GET with a path parameter, the rest POSTs with a body, every tenth paged. */
function manyOperations(count: number): JsonObject {
  const paths: JsonObject = {};
  const ok = {
    description: 'The answer.',
    content: {
      'application/json': { schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } }, next: { type: 'string' } } } },
    },
  };
  const responses = { '200': ok, default: { description: 'Why not.', content: { 'application/json': { schema: { type: 'object' } } } } };
  for (let i = 0; i < count; i++) {
    const id = `${verbs[i % verbs.length]}V2${nouns[i % nouns.length]}${details[Math.floor(i / nouns.length) % details.length]}${i >= 66 ? i : ''}`;
    const path = `/v2/${nouns[i % nouns.length]!.toLowerCase()}/${i}`;
    if (i % 2 === 0) {
      paths[`${path}/{item_id}`] = {
        get: { operationId: id, summary: id, parameters: [{ name: 'item_id', in: 'path', required: true, schema: { type: 'string' } }], responses },
      };
    } else {
      const body = { required: true, content: { 'application/json': { schema: { type: 'object', properties: { after: { type: 'string' } } } } } };
      const paged: JsonObject =
        i % 10 === 1 ? { 'x-pagination': { in: 'body', token: 'after', next: 'next', items: 'items', iterator: `iterate${id.replace(/^[a-z]+/, '')}` } } : {};
      paths[path] = { post: { operationId: id, summary: id, requestBody: body, responses, ...paged } };
    }
  }
  return paths;
}

/** The up-front and on-demand sizes of the client generated from `spec`, bundled as an application would. */
async function sizeOf(name: string, spec: Spec): Promise<BundleSize> {
  const files = clientFiles(name, spec);
  files.set(entryFile(name), clientEntry({ name, title: spec.info.title, server: '{host}/api' }, { public: false, extension: false }));
  const dir = join(mkdtempSync(join(tmpdir(), `client-growth-${name}-`)), 'generated');
  dirs.push(dir);
  mkdirSync(dir);
  for (const [file, text] of files) writeFileSync(join(dir, file), text.replaceAll("'../core/", `'${core}`));
  return subpathSize(join(dir, entryFile(name)));
}

describe('the code loaded up front, as operations are added', () => {
  it(
    'grows by at most 40 B gzip for 100 more operations (a few more verbs in the method form), and not at all for 100 more of the same verbs, in one chunk',
    { timeout: 120_000 },
    async () => {
      const small = await sizeOf('few', base);
      const large = await sizeOf('many', { ...base, paths: { ...base.paths, ...manyOperations(100) } });
      expect(small.chunks).toBe(1);
      expect(large.chunks).toBe(1);
      // The operations' table, paging and int64 data: on demand.
      expect(large.lazy - small.lazy).toBeGreaterThan(3000);
      // The fixture's one verb (`list`) becomes six (`delete`, `get`, `iterate`, `lookup`, `patch`, `post`
      // join it): about 5 B gzip each, bounded by the verbs, not the operations. A method name cost ~6 B
      // gzip, and a table entry and a method ~35 B before.
      expect(large.upFront - small.upFront).toBeLessThanOrEqual(40);
      // 100 more operations of the same verbs: the same code up front, byte for byte but the hashed names of the chunks it loads.
      const larger = await sizeOf('more', { ...base, paths: { ...base.paths, ...manyOperations(200) } });
      expect(larger.chunks).toBe(1);
      expect(larger.minified).toBe(large.minified);
      expect(Math.abs(larger.upFront - large.upFront)).toBeLessThanOrEqual(8);
      expect(larger.lazy - large.lazy).toBeGreaterThan(3000);
    },
  );
});
