// `spec:diff` end to end, the way users run it: in a git repository, `--base <ref>` against the
// working tree, with exit codes 0 (no breaking change), 1 (breaking) and 2 (usage error).
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { SpecDiff } from '../diff.ts';
import { node, ordersSpec, withPaging } from './orders-spec.ts';
import { createTempRepo, ordersRepoFiles, ordersRepoFilesInRooms, runScript, spawnScript, type TempRepo } from './temp-repo.ts';

const cli = join(import.meta.dirname, '..', 'cli.ts');
let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

/** A repository whose first commit has the orders API and whose second removes `Order.tip` and adds a billing API. */
function twoCommits(): TempRepo {
  const r = createTempRepo();
  r.write(ordersRepoFiles());
  r.commit('orders API');
  const files = ordersRepoFiles((spec) => {
    delete node(spec, 'components', 'schemas', 'Order', 'properties').tip;
  });
  files['redocly.yaml'] = stringify({
    apis: {
      orders: { root: './specs/orders/openapi.yaml', output: './specs/dist/orders/openapi.json' },
      billing: { root: './specs/billing/openapi.yaml', output: './specs/dist/billing/openapi.json' },
    },
  });
  const billing = ordersSpec();
  node(billing, 'info').title = 'Billing';
  files['specs/billing/openapi.yaml'] = stringify(billing);
  r.write(files);
  r.commit('drop Order.tip; add billing');
  return r;
}

// Every test runs git as child processes, and the CLI in this process (runScript) or, for the exit codes, in its own: far from vitest's 5 s default on busy cores.
const slow = { timeout: 120_000 };

describe('spec:diff CLI: what it reports, as text and as JSON', slow, () => {
  it('reports breaking changes against an older commit, grouped by API and operation, and exits 1 (as a Node process of its own)', () => {
    repo = twoCommits();
    const { status, stdout } = spawnScript(cli, ['--base', 'HEAD~1'], repo.dir);
    expect(status).toBe(1);
    expect(stdout).toContain('orders: 2 changes, 2 breaking');
    expect(stdout).toContain('  POST /orders (createOrder)');
    expect(stdout).toContain('  GET /orders/{id} (getOrder)');
    expect(stdout).toMatch(/BREAKING {4}\s*property-removed {2}responses\/200\/content\/\[application\/json\]\/schema\/properties\/tip/);
    expect(stdout).toContain('billing: 1 change, 0 breaking');
    expect(stdout).toMatch(/non-breaking {2}api-added/);
  });

  it('prints machine-readable JSON with --json', async () => {
    repo = twoCommits();
    const { status, stdout } = await runScript(cli, ['--base', 'main~1', '--json'], repo.dir);
    expect(status).toBe(1);
    const diff = JSON.parse(stdout) as SpecDiff;
    expect(diff.base).toEqual({ ref: 'main~1', commit: repo.git('rev-parse', 'HEAD~1') });
    expect(diff.breaking).toBe(true);
    expect(diff.changes.map((c) => `${c.api} ${c.operationId ?? '-'} ${c.kind} ${c.breaking}`).sort()).toEqual([
      'billing - api-added false',
      'orders createOrder property-removed true',
      'orders getOrder property-removed true',
    ]);
    expect(diff.changes.find((c) => c.operationId === 'getOrder')?.pointer).toBe(
      '/paths/~1orders~1{id}/get/responses/200/content/application~1json/schema/properties/tip',
    );
    // The compatibility matrix as data: a new API's rows are all new; the orders API's unchanged.
    expect(
      diff.releases.map((m) => [m.api, m.changed, m.columns.map((c) => c.label), m.rows.map((r) => `${r.name} ${r.status} ${r.cells.join(' ')}`)]),
    ).toEqual([
      ['orders', false, ['1.0'], ['createOrder same served', 'getOrder same served']],
      ['billing', true, ['1.0'], ['createOrder added served', 'getOrder added served']],
    ]);
  });

  it('shows the head matrix with the row and cell that differ when a lifecycle key changes, one line when none does', async () => {
    repo = createTempRepo();
    const flagged = (disabledIn: string) => (spec: Record<string, unknown>) => {
      node(spec, 'info')['x-release-lines'] = ['1.0', '1.1'];
      Object.assign(node(spec, 'paths', '/orders/{id}', 'get'), { deprecated: true, 'x-deprecated-in': '1.0.0', 'x-disabled-in': disabledIn });
    };
    repo.write(ordersRepoFiles(flagged('1.1.4')));
    repo.commit('getOrder disabled from 1.1.4');
    expect((await runScript(cli, ['--base', 'HEAD'], repo.dir)).stdout).toContain('Releases: no change to which releases serve what (orders 1.0–1.1).');
    repo.write(ordersRepoFiles(flagged('1.1.0')));
    const { stdout } = await runScript(cli, ['--base', 'HEAD'], repo.dir);
    expect(stdout).toContain('Releases: which releases serve what changes: orders: 1 row differs.');
    expect(stdout.split('\n')).toContain('  * getOrder     deprecated  disabled (was deprecated)  disabled');
    const { releases } = JSON.parse((await runScript(cli, ['--base', 'HEAD', '--json'], repo.dir)).stdout) as SpecDiff;
    expect(releases[0]!.rows.find((r) => r.name === 'getOrder')).toMatchObject({
      status: 'changed',
      cells: ['deprecated', 'disabled', 'disabled'],
      was: ['deprecated', 'deprecated', 'disabled'],
    });
  });
});

describe('spec:diff CLI: what it compares, the working tree and specs laid out in rooms', slow, () => {
  it('compares uncommitted working-tree edits, including in split files, and exits 0 when none breaks', async () => {
    repo = createTempRepo();
    repo.write(ordersRepoFiles());
    repo.commit('orders API');
    expect((await runScript(cli, ['--base', 'HEAD'], repo.dir)).stdout).toContain('No semantic change in any API.');
    // A new optional property in the split-out Error schema: non-breaking in both responses using it.
    repo.write({
      'specs/orders/schemas/error.yaml': stringify({
        type: 'object',
        required: ['error'],
        properties: { error: { type: 'string' }, code: { type: 'integer' } },
      }),
    });
    const { status, stdout } = await runScript(cli, ['--base', 'HEAD'], repo.dir);
    expect(status).toBe(0);
    expect(stdout).toMatch(/non-breaking {2}property-added {2}responses\/404\/content\/\[application\/json\]\/schema\/properties\/code/);
    expect(stdout).toContain('No breaking change.');
  });

  it('calls a spec laid out anew in rooms unchanged, from one file to rooms and back, and sees a change inside a room', async () => {
    repo = createTempRepo();
    repo.write(ordersRepoFiles());
    const oneFile = repo.commit('orders API in one file');
    repo.write(ordersRepoFilesInRooms());
    const inRooms = repo.commit('orders API in rooms');
    expect(repo.git('ls-files', 'specs/orders')).toContain('specs/orders/paths/orders.yaml');
    expect(await runScript(cli, ['--base', oneFile], repo.dir)).toMatchObject({ status: 0, stdout: expect.stringContaining('No semantic change in any API.') });

    repo.git('rm', '-q', '-r', 'specs/orders/paths', 'specs/orders/components');
    repo.write(ordersRepoFiles());
    expect(await runScript(cli, ['--base', inRooms], repo.dir)).toMatchObject({ status: 0, stdout: expect.stringContaining('No semantic change in any API.') });

    repo.write(
      ordersRepoFilesInRooms((spec) => {
        delete node(spec, 'components', 'schemas', 'Order', 'properties').tip;
      }),
    );
    const { status, stdout } = await runScript(cli, ['--base', oneFile], repo.dir);
    expect(status).toBe(1);
    expect(stdout).toMatch(/BREAKING {4}\s*property-removed {2}responses\/200\/content\/\[application\/json\]\/schema\/properties\/tip/);
  });
});

describe('spec:diff CLI: exits 2 with a clear message on bad usage or an unreadable spec', slow, () => {
  // The process's exit code 2 is the first run's; the argument errors run in this process (each a Node start, ~2 CPU-s, less).
  it('exits 2 with a clear message on an unknown ref (as a Node process of its own), a missing --base or an unknown option', async () => {
    repo = createTempRepo();
    repo.write(ordersRepoFiles());
    repo.commit('orders API');
    const unknown = spawnScript(cli, ['--base', 'no-such-branch'], repo.dir);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown git ref 'no-such-branch'");
    const missing = await runScript(cli, [], repo.dir);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('missing --base <git-ref>');
    const option = await runScript(cli, ['--base', 'HEAD', '--verbose'], repo.dir);
    expect(option.status).toBe(2);
    expect(option.stderr).toContain("Unknown option '--verbose'");
  });

  it('exits 2 naming the operation when the contract model cannot read a spec (a malformed x-pagination)', async () => {
    repo = createTempRepo();
    repo.write(ordersRepoFiles(withPaging));
    repo.commit('orders API with a paged search');
    repo.write(ordersRepoFiles((spec) => (node(withPaging(spec), 'paths', '/orders/search', 'post', 'x-pagination').in = 'header')));
    const { status, stderr } = await runScript(cli, ['--base', 'HEAD'], repo.dir);
    expect(status).toBe(2);
    expect(stderr).toContain('spec:diff: cannot compare orders: orders (working tree) searchOrders: `x-pagination.in` must be `body` or `query`.');
  });

  it('exits 2 naming the file and pointer when a spec cannot be bundled', async () => {
    repo = createTempRepo();
    repo.write(ordersRepoFiles());
    repo.commit('orders API');
    repo.write(
      ordersRepoFiles((spec) => {
        node(spec, 'components', 'schemas', 'Order', 'properties').tip = { $ref: '#/components/schemas/Tip' };
      }),
    );
    const { status, stderr } = await runScript(cli, ['--base', 'HEAD'], repo.dir);
    expect(status).toBe(2);
    expect(stderr).toContain('cannot bundle');
    expect(stderr).toContain(
      "cannot bundle specs/orders/openapi.yaml:\n  specs/orders/openapi.yaml#/components/schemas/Order/properties/tip: Can't resolve $ref",
    );
  });
});
