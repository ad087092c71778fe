// The code loaded up front does not grow with an API's operations but by the names of its methods:
// the same generator and bundling as the real clients (test/up-front.test.ts), run on a small fixture
// spec and on the same spec with 100 more operations. Everything else an operation needs (method,
// path, error media types, paging, int64 fields) loads on demand.
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
  it('grows by at most 700 B gzip for 100 more operations (their method names alone), in one chunk', { timeout: 120_000 }, async () => {
    const small = await sizeOf('few', base);
    const large = await sizeOf('many', { ...base, paths: { ...base.paths, ...manyOperations(100) } });
    expect(small.chunks).toBe(1);
    expect(large.chunks).toBe(1);
    // The operations' table, paging and int64 data: on demand.
    expect(large.lazy - small.lazy).toBeGreaterThan(3000);
    // 110 method names (100 operations, 10 iterators): about 6 B gzip each; a table entry and a method each cost ~50 B before.
    expect(large.upFront - small.upFront).toBeLessThanOrEqual(700);
  });
});
