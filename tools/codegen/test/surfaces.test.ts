// The per-API surfaces come from redocly.yaml `apis:`: a fourth API listed there (with its spec)
// gets its client and types entries, its subpaths in both exports maps, a conformance entry and a mock port.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listApis, listChannels, namedOperations, repoRoot, specDocument } from '@canton-openapi/contract';
import { planSurfaces } from '../generate-surfaces.ts';
import { clientHelperSubpaths } from '../surface-exports.ts';

const packagesDir = join(repoRoot, 'packages');
/** The repository's APIs, in redocly.yaml order. */
const names = listApis().map((api) => api.name);
const quoted = (list: string[]) => list.map((name) => `'${name}'`).join(', ');

/**
 * A redocly.yaml in a scratch directory: the repository's APIs (their roots and bundles) plus `extra`, with their
 * specs and, as `npm run bundle` would write them, their bundles (a spec without `$ref`s is its own bundle).
 */
function scratchConfig(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'surfaces-'));
  const apis = listApis().map((api) => `  ${api.name}:\n    root: ${api.root}\n    output: ${api.bundle}`);
  mkdirSync(join(dir, 'dist'));
  for (const [api, spec] of Object.entries(extra)) {
    writeFileSync(join(dir, `${api}.yaml`), spec);
    writeFileSync(join(dir, 'dist', `${api}.json`), JSON.stringify(parse(spec)));
    apis.push(`  ${api}:\n    root: ./${api}.yaml\n    output: ./dist/${api}.json`);
  }
  const config = join(dir, 'redocly.yaml');
  writeFileSync(config, `apis:\n${apis.join('\n')}\n`);
  return config;
}

const ordersSpec = `openapi: 3.1.0
info:
  title: Orders API — a fourth API
  version: 1.0.0
servers:
  - url: '{orders}/api/orders'
paths: {}
`;

const file = (plan: ReturnType<typeof planSurfaces>, path: string) => plan.files.get(join(packagesDir, path));
/** The client's subpaths of a repository API: its own, and `/internal` where the contract has operations without upstream's promise. */
/** The client's subpaths that are no API's, after the APIs'. */
const helpers = Object.keys(clientHelperSubpaths);
const clientSubpaths = (api: string) => {
  const bundle = listApis().find((a) => a.name === api)?.bundle;
  if (bundle === undefined) return [`./${api}`]; // the fixture API, all of whose operations are external
  const operations = namedOperations(specDocument(api, JSON.parse(readFileSync(bundle, 'utf8'))));
  const subpaths = operations.some((op) => op.stability !== 'external') ? [`./${api}`, `./${api}/internal`] : [`./${api}`];
  // The ledger's hand-written subpath: the prepared-transaction checks (surface-exports.ts).
  return api === 'ledger' ? [...subpaths, './ledger/signing'] : subpaths;
};
const exportsOf = (plan: ReturnType<typeof planSurfaces>, pkg: string) =>
  (JSON.parse(file(plan, `${pkg}/package.json`)!) as { exports: Record<string, unknown> }).exports;

describe('generated per-API surfaces', () => {
  it('give a fourth API listed in redocly.yaml its client, types, exports and conformance entry', { timeout: 60_000 }, () => {
    const plan = planSurfaces(['types', 'client', 'conformance'], { config: scratchConfig({ orders: ordersSpec }), packagesDir });

    const client = file(plan, 'client/src/generated/orders.entry.gen.ts')!;
    expect(client).toContain("import type { operations, paths } from '@canton-openapi/types/orders';");
    expect(client).toContain(
      "import {\n  createOrdersMethods,\n  ordersApi,\n  type OrdersLines,\n  type OrdersMethods,\n  type OrdersOperationId,\n  type OrdersReleaseLine,\n} from './orders.gen.ts';",
    );
    expect(client).toContain(
      "export function createOrdersClient<\n  M extends Int64Mode = 'number',\n  const T extends readonly OrdersReleaseLine[] = readonly OrdersReleaseLine[],",
    );
    expect(client).toContain('>(options: ClientOptions<M> & TargetOptions<T, E>): OrdersClientFor<TargetLines<T>, M, E> {');
    expect(client).toContain(
      "export type OrdersClientFor<Lines extends OrdersReleaseLine, M extends Int64Mode = 'number', Enabled extends boolean = false> = ServedOn<",
    );
    expect(client).toContain('export function isOrdersHttpError<');
    expect(client).toContain('`baseUrl` is the API root, `{orders}/api/orders`.');
    expect(client).not.toContain('extension.ts');

    const types = file(plan, 'types/src/generated/orders.entry.gen.ts')!;
    expect(types).toContain("export type { components, operations, paths } from './orders.gen.ts';");
    expect(types).toContain("export * from './orders.unions.gen.ts';");
    expect(types).toContain('/** Types of the Orders API, generated from');

    const entry = (source: string) => ({
      types: { '@canton-openapi/source': source, default: source.replace('./src/', './dist/').replace(/\.ts$/, '.d.ts') },
      '@canton-openapi/source': source,
      default: source.replace('./src/', './dist/').replace(/\.ts$/, '.js'),
    });
    expect(Object.keys(exportsOf(plan, 'client'))).toEqual(['.', ...[...names, 'orders'].flatMap(clientSubpaths), ...helpers, './package.json']);
    expect(exportsOf(plan, 'client')['./orders']).toEqual(entry('./src/generated/orders.entry.gen.ts'));
    expect(exportsOf(plan, 'types')['./orders']).toEqual(entry('./src/generated/orders.entry.gen.ts'));
    expect(exportsOf(plan, 'types')['./orders/openapi.json']).toBe('./src/generated/orders.openapi.json');

    const table = file(plan, 'conformance/src/generated/apis.gen.ts')!;
    expect(table).toContain(`export const apiNames = [${quoted([...names, 'orders'])}] as const;`);
    const ports = [...names, 'orders'].map((name, i) => `${name}: ${4010 + i}`).join(', ');
    expect(table).toContain(`export const mockPorts = { ${ports} } as const;`);

    // Comments name the spec users have, the one the types package ships, never a repository path.
    expect(client).toContain('@see The spec, `@canton-openapi/types/orders/openapi.json`.');
    expect(types).toContain('generated from its spec, shipped as `@canton-openapi/types/orders/openapi.json`');
    expect(`${client}${types}`).not.toContain('specs/');

    // The repository's APIs' surfaces stay what redocly.yaml alone gives; the ledger keeps its hand-written parts.
    const repoPlan = planSurfaces(['types', 'client']);
    for (const pkg of ['types', 'client']) {
      for (const api of names) {
        const path = `${pkg}/src/generated/${api}.entry.gen.ts`;
        expect(file(plan, path)).toBe(file(repoPlan, path));
      }
    }
    expect(file(plan, 'client/src/generated/ledger.entry.gen.ts')).toContain('...extendLedgerClient<M>(core),');
  });

  it("ship an AsyncAPI document as its API's channels, not as another API", { timeout: 60_000 }, () => {
    const config = scratchConfig({});
    const [channels] = listChannels();
    writeFileSync(config, `${readFileSync(config, 'utf8')}  ${channels!.name}:\n    root: ${channels!.root}\n    output: ./dist/${channels!.name}.json\n`);
    const plan = planSurfaces(['types', 'client', 'conformance'], { config, packagesDir });
    expect(file(plan, 'conformance/src/generated/apis.gen.ts')).toContain(`export const apiNames = [${quoted(names)}] as const;`);
    expect(Object.keys(exportsOf(plan, 'client'))).toEqual(['.', ...names.flatMap(clientSubpaths), ...helpers, './package.json']);
    expect(exportsOf(plan, 'types')[`./${channels!.api}/asyncapi.json`]).toBe(`./src/generated/${channels!.api}.asyncapi.json`);
    expect([...plan.files.keys()].filter((path) => path.includes('channels'))).toEqual([]);
  });

  it('names an API whose name cannot become a subpath and identifiers', { timeout: 60_000 }, () => {
    const config = scratchConfig({ 'order-book': ordersSpec });
    expect(() => planSurfaces(['client'], { config, packagesDir })).toThrow(
      "redocly.yaml: API name 'order-book' must be lower-case letters and digits (it becomes a package subpath and part of exported names)",
    );
  });

  it('give an API with operations upstream makes no promise for a stable client without them and an /internal one with them', { timeout: 60_000 }, () => {
    const paths = `paths:
  /v0/orders:
    get:
      operationId: listOrders
      x-stability: external
      responses: {'200': {description: ok}}
  /v0/internal/orders:
    get:
      operationId: listOrdersUnsettled
      x-stability: internal
      responses: {'200': {description: ok}}
`;
    const plan = planSurfaces(['client'], { config: scratchConfig({ orders: ordersSpec.replace('paths: {}\n', paths) }), packagesDir });
    const stable = file(plan, 'client/src/generated/orders.entry.gen.ts')!;
    const internal = file(plan, 'client/src/generated/orders-internal.entry.gen.ts')!;
    expect(stable).toContain("export interface OrdersClient<M extends Int64Mode = 'number'> extends OrdersStableMethods<M> {");
    expect(stable).toContain('const core = createCore(ordersStableApi, options);');
    expect(stable).toContain('@canton-openapi/client/orders/internal has the others too.');
    expect(internal).toContain("export interface OrdersClient<M extends Int64Mode = 'number'> extends OrdersMethods<M> {");
    expect(internal).toContain('const core = createCore(ordersApi, options);');
    expect(exportsOf(plan, 'client')['./orders/internal']).toEqual({
      types: { '@canton-openapi/source': './src/generated/orders-internal.entry.gen.ts', default: './dist/generated/orders-internal.entry.gen.d.ts' },
      '@canton-openapi/source': './src/generated/orders-internal.entry.gen.ts',
      default: './dist/generated/orders-internal.entry.gen.js',
    });
    // The types package has one entry per API: types carry the stability in their comments.
    expect(
      [...planSurfaces(['types'], { config: scratchConfig({ orders: ordersSpec.replace('paths: {}\n', paths) }), packagesDir }).files.keys()].filter((f) =>
        f.endsWith('-internal.entry.gen.ts'),
      ),
    ).toEqual([]);
  });

  it('names a missing bundle, whose operations decide the subpaths', { timeout: 60_000 }, () => {
    const config = scratchConfig({ orders: ordersSpec });
    rmSync(join(dirname(config), 'dist', 'orders.json'));
    expect(() => planSurfaces(['client'], { config, packagesDir })).toThrow(/dist\/orders\.json: the bundle of orders is missing; run `npm run bundle` first/);
  });

  it('names a spec without servers, which the client needs for its API root', { timeout: 60_000 }, () => {
    const config = scratchConfig({ orders: ordersSpec.replace(/servers:\n.*\n/, '') });
    expect(() => planSurfaces(['client'], { config, packagesDir })).toThrow(/orders\.yaml: servers\[0\]\.url is missing/);
  });
});
