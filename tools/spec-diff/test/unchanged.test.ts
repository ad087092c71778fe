// "No semantic change" cases: moving or renaming components, reordering keys and re-serialising as
// JSON must report nothing, on a fixture and on this repository's own specs. Also the API-level
// changes and recursive schemas.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { type JsonObject, listApis } from '@canton-openapi/contract';
import { diffApis } from '../diff.ts';
import { type LoadedApis, loadSpec } from '../load.ts';
import { type Json, node, ordersSpec } from './orders-spec.ts';

const scratch = mkdtempSync(join(tmpdir(), 'spec-diff-unchanged-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let dirs = 0;

/** One API's bundled document, as spec-diff loads each version. */
const api = (name: string, root: JsonObject): LoadedApis => new Map([[name, { api: name, root }]]);

function write(files: Record<string, string>): string {
  const dir = join(scratch, String(dirs++));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** Arrays whose order carries no meaning: reversed to prove the differ ignores their order. */
const unorderedArrays = new Set(['required', 'enum', 'oneOf', 'anyOf', 'allOf', 'parameters', 'security', 'type']);

/** A deep copy with every object's keys and every unordered array reversed. */
function reorder(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const items = value.map((v) => reorder(v));
    return unorderedArrays.has(key) ? items.reverse() : items;
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reorder(v, k)]),
  );
}

/** Renames every schema and security scheme component, rewriting the references to them. */
function renameComponents(doc: Json): Json {
  const components = node(doc, 'components');
  const schemas = node(components, 'schemas');
  const renamed = Object.fromEntries(Object.keys(schemas).map((name) => [name, `Moved${name}`]));
  components.schemas = Object.fromEntries(Object.entries(schemas).map(([k, v]) => [renamed[k], v]));
  const schemes = (components.securitySchemes ?? {}) as Json;
  components.securitySchemes = Object.fromEntries(Object.entries(schemes).map(([k, v]) => [`Renamed${k}`, v]));
  const rewrite = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) {
      return key === 'security'
        ? value.map((req: Json) => Object.fromEntries(Object.entries(req).map(([k, v]) => [`Renamed${k}`, v])))
        : value.map((v) => rewrite(v));
    }
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        const match = k === '$ref' && typeof v === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(v) : null;
        return [k, match?.[1] !== undefined ? `#/components/schemas/${renamed[match[1]] ?? match[1]}` : rewrite(v, k)];
      }),
    );
  };
  return rewrite(doc) as Json;
}

describe('spec:diff: no semantic change', () => {
  it('calls a re-serialised spec unchanged: JSON, reordered keys, renamed components, a schema moved to another file and one inlined', async () => {
    const base = ordersSpec();
    const baseDir = write({ 'openapi.yaml': stringify(base) });

    let head = renameComponents(ordersSpec());
    const schemas = node(head, 'components', 'schemas');
    // Move Payment to its own file, and inline Kind where the request uses it.
    const payment = schemas.MovedPayment;
    delete schemas.MovedPayment;
    node(schemas, 'MovedOrderRequest', 'properties').kind = structuredClone(schemas.MovedKind);
    head = JSON.parse(JSON.stringify(head).replaceAll('"#/components/schemas/MovedPayment"', '"./schemas/payment.json"')) as Json;
    const headDir = write({
      'openapi.json': JSON.stringify(reorder(head), null, 1),
      'schemas/payment.json': JSON.stringify(reorder(payment)),
    });

    const a = await loadSpec(join(baseDir, 'openapi.yaml'));
    const b = await loadSpec(join(headDir, 'openapi.json'));
    expect(diffApis(api('orders', a), api('orders', b))).toEqual([]);
  });

  // Bundles and diffs a whole real spec twice over: slow on busy cores.
  it.each(listApis().map((api) => [api.name, api.root] as const))(
    "calls this repository's %s spec unchanged after bundling, renaming, reordering and writing it as JSON",
    { timeout: 60_000 },
    async (name, root) => {
      const bundled = await bundle({ ref: root, config: await createConfig({}) });
      const moved = reorder(renameComponents(bundled.bundle.parsed as Json));
      const dir = write({ 'openapi.json': JSON.stringify(moved) });
      const a = await loadSpec(root);
      const b = await loadSpec(join(dir, 'openapi.json'));
      expect(diffApis(api(name, a), api(name, b))).toEqual([]);
    },
  );

  it('still sees a real change through the same transformation', async () => {
    const head = ordersSpec();
    node(head, 'components', 'schemas', 'Order', 'properties').id = { type: 'integer' };
    const dir = write({ 'openapi.json': JSON.stringify(reorder(renameComponents(head))) });
    const baseDir = write({ 'openapi.yaml': stringify(ordersSpec()) });
    const changes = diffApis(api('orders', await loadSpec(join(baseDir, 'openapi.yaml'))), api('orders', await loadSpec(join(dir, 'openapi.json'))));
    expect(changes.map((c) => `${c.operationId} ${c.kind} ${c.breaking}`).sort()).toEqual(['createOrder type-changed true', 'getOrder type-changed true']);
  });
});

describe('spec:diff: APIs and recursion', () => {
  it('reports an API absent at the base as added (non-breaking) and a vanished one as removed (breaking)', async () => {
    const doc = await loadSpec(join(write({ 'openapi.yaml': stringify(ordersSpec()) }), 'openapi.yaml'));
    expect(diffApis(new Map(), api('orders', doc))).toEqual([
      { api: 'orders', pointer: '', kind: 'api-added', breaking: false, message: 'API added (absent at the base)' },
    ]);
    const removed = diffApis(api('orders', doc), new Map());
    expect(removed.map((c) => [c.kind, c.breaking])).toEqual([['api-removed', true]]);
  });

  it('compares recursive schemas and terminates', async () => {
    const tree = (labelType: string): Json => ({
      openapi: '3.1.0',
      info: { title: 'Trees', version: '1' },
      paths: {
        '/tree': {
          get: {
            operationId: 'getTree',
            responses: { '200': { description: 'A tree', content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } } } },
          },
        },
      },
      components: {
        schemas: {
          Tree: {
            type: 'object',
            properties: { label: { type: labelType }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } },
          },
        },
      },
    });
    const load = async (spec: Json): Promise<LoadedApis> => api('t', await loadSpec(join(write({ 'openapi.yaml': stringify(spec) }), 'openapi.yaml')));
    const same = diffApis(await load(tree('string')), await load(tree('string')));
    expect(same).toEqual([]);
    const changed = diffApis(await load(tree('string')), await load(tree('integer')));
    expect(changed.map((c) => c.pointer)).toContain('/paths/~1tree/get/responses/200/content/application~1json/schema/properties/label/type');
    expect(changed.every((c) => c.kind === 'type-changed' && c.breaking)).toBe(true);
  });
});
