// The breaking-change gate end to end, on temporary repositories shaped like this one: three
// published packages and a private one, specs under specs/, generated types under packages/types.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Json, node, withPaging } from './orders-spec.ts';
import { cleanEnv, createTempRepo, createWorkspaceRepo, ordersRepoFiles, runScript, spawnScript, type TempRepo, workspaceFiles } from './temp-repo.ts';

const gate = join(import.meta.dirname, '..', 'gate.ts');
const published = ['@canton-openapi/client', '@canton-openapi/conformance', '@canton-openapi/types'];
const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

/** main with the workspace; then branch `feature` checked out. */
function repoOnFeatureBranch(): TempRepo {
  const repo = createWorkspaceRepo();
  cleanup.push(() => repo.remove());
  repo.git('checkout', '-q', '-b', 'feature');
  return repo;
}

/** Removes `Order.tip` from the spec: a breaking change for both operations answering an Order. */
function breakOrders(repo: TempRepo): void {
  const files = ordersRepoFiles((spec) => {
    delete node(spec, 'components', 'schemas', 'Order', 'properties').tip;
  });
  repo.write({ 'specs/orders/openapi.yaml': files['specs/orders/openapi.yaml'] ?? '' });
}

function changeset(bumps: Record<string, string>): string {
  return `---\n${Object.entries(bumps)
    .map(([n, b]) => `"${n}": ${b}`)
    .join('\n')}\n---\n\nBREAKING orders \`getOrder\`: \`tip\` is gone.\n`;
}

const allMajor = Object.fromEntries(published.map((name) => [name, 'major']));

// Every test runs git as child processes, and the gate in this process (runScript) or, once, in its own: far from vitest's 5 s default on busy cores.
const slow = { timeout: 120_000 };

describe('check:breaking gate: the base it compares against', slow, () => {
  it('has nothing to compare on main itself, and says so', async () => {
    const repo = createWorkspaceRepo();
    cleanup.push(() => repo.remove());
    breakOrders(repo); // uncommitted, but HEAD is the base: nothing to compare
    const { status, stdout } = await runScript(gate, [], repo.dir);
    expect(status).toBe(0);
    expect(stdout).toContain('check:breaking: nothing to compare (the base (main) is HEAD itself)');
  });

  it('passes when no base branch exists at all', async () => {
    const repo = createWorkspaceRepo();
    cleanup.push(() => repo.remove());
    repo.git('branch', '-m', 'main', 'trunk');
    const { status, stdout } = await runScript(gate, [], repo.dir);
    expect(status).toBe(0);
    expect(stdout).toContain('nothing to compare (neither origin/main nor main exists)');
  });

  it('passes in a fresh clone of main, where origin/main is HEAD; compares a PR branch with origin/<GITHUB_BASE_REF>', async () => {
    const origin = createWorkspaceRepo();
    cleanup.push(() => origin.remove());
    const parent = mkdtempSync(join(tmpdir(), 'spec-diff-clone-'));
    cleanup.push(() => rmSync(parent, { recursive: true, force: true }));
    const clone = join(parent, 'clone');
    execFileSync('git', ['clone', '-q', origin.dir, clone], { env: cleanEnv() });
    const { status, stdout } = await runScript(gate, [], clone);
    expect(status).toBe(0);
    expect(stdout).toContain('nothing to compare (the base (origin/main) is HEAD itself)');

    // A pull request's checkout of the same clone: GITHUB_BASE_REF names the base branch.
    const git = (...args: string[]): string => execFileSync('git', args, { cwd: clone, encoding: 'utf8', env: cleanEnv() });
    git('checkout', '-q', '-b', 'pr');
    const files = ordersRepoFiles((spec) => {
      delete node(spec, 'components', 'schemas', 'Order', 'properties').tip;
    });
    writeFileSync(join(clone, 'specs/orders/openapi.yaml'), files['specs/orders/openapi.yaml'] ?? '');
    git('-c', 'user.name=T', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-am', 'drop Order.tip');
    const pr = await runScript(gate, [], clone, { GITHUB_BASE_REF: 'main' });
    expect(pr.status).toBe(1);
    expect(pr.stderr).toContain('against origin/main (merge-base');
    expect(pr.stderr).toContain('from GITHUB_BASE_REF)');
  });

  it('uses CANTON_BASE_REF and GITHUB_BASE_REF, and exits 2 when the named base is unknown', async () => {
    const repo = createWorkspaceRepo();
    cleanup.push(() => repo.remove());
    breakOrders(repo);
    repo.commit('drop Order.tip, on main');
    const explicit = await runScript(gate, [], repo.dir, { CANTON_BASE_REF: 'HEAD~1' });
    expect(explicit.status).toBe(1);
    expect(explicit.stderr).toContain('against HEAD~1 (merge-base');
    expect(explicit.stderr).toContain('from CANTON_BASE_REF)');
    const github = await runScript(gate, [], repo.dir, { GITHUB_BASE_REF: 'main' });
    expect(github.status).toBe(2);
    expect(github.stderr).toContain("check:breaking: GITHUB_BASE_REF names 'origin/main', which is not a commit here. Fetch it first");
    const unknown = await runScript(gate, [], repo.dir, { CANTON_BASE_REF: 'release-9' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("CANTON_BASE_REF names 'release-9'");
  });
});

describe('check:breaking gate: a breaking change needs major changesets and committed generated types', slow, () => {
  it('passes a non-breaking change without a changeset', async () => {
    const repo = repoOnFeatureBranch();
    const files = ordersRepoFiles((spec) => {
      node(spec, 'components', 'schemas', 'Order', 'properties').eta = { type: 'string' };
    });
    repo.write({ 'specs/orders/openapi.yaml': files['specs/orders/openapi.yaml'] ?? '' });
    repo.commit('add Order.eta');
    const { status, stdout } = await runScript(gate, [], repo.dir);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^check:breaking: 2 spec changes against main \(merge-base [0-9a-f]{12}, from default branch main\), none breaking\./);
  });

  it('fails a breaking change without a changeset, naming every package and the fix (as a Node process of its own)', () => {
    const repo = repoOnFeatureBranch();
    breakOrders(repo);
    repo.commit('drop Order.tip');
    const { status, stderr } = spawnScript(gate, [], repo.dir);
    expect(status).toBe(1);
    expect(stderr).toContain('check:breaking: 2 breaking spec changes against main');
    expect(stderr).toContain('orders GET /orders/{id} (getOrder): property-removed at responses/200/content/[application/json]/schema/properties/tip');
    expect(stderr).toContain(`A changeset with a major bump for ${published.join(', ')}. No changeset was added since the base.`);
    for (const name of published) expect(stderr).toContain(`      "${name}": major`);
    expect(stderr).not.toContain('@canton-openapi/tools');
    expect(stderr).not.toContain('regenerated types');
  });

  it('fails when the changeset bumps only some packages to major, naming the others', async () => {
    const repo = repoOnFeatureBranch();
    breakOrders(repo);
    repo.write({ '.changeset/drop-tip.md': changeset({ '@canton-openapi/types': 'major', '@canton-openapi/client': 'minor' }) });
    repo.commit('drop Order.tip');
    const { status, stderr } = await runScript(gate, [], repo.dir);
    expect(status).toBe(1);
    expect(stderr).toContain(
      'A changeset with a major bump for @canton-openapi/client, @canton-openapi/conformance. ' +
        'Changesets added since the base: .changeset/drop-tip.md (@canton-openapi/types: major, @canton-openapi/client: minor).',
    );
  });

  it('does not count a changeset that was already on the base branch', async () => {
    const repo = createTempRepo();
    cleanup.push(() => repo.remove());
    repo.write({ ...workspaceFiles(), '.changeset/old.md': changeset(allMajor) });
    repo.commit('workspace with an old changeset');
    repo.git('checkout', '-q', '-b', 'feature');
    breakOrders(repo);
    repo.commit('drop Order.tip');
    const { status, stderr } = await runScript(gate, [], repo.dir);
    expect(status).toBe(1);
    expect(stderr).toContain('No changeset was added since the base.');
  });

  it('fails when the regenerated types are not committed, even with the right changeset', async () => {
    const repo = repoOnFeatureBranch();
    breakOrders(repo);
    repo.write({ '.changeset/drop-tip.md': changeset(allMajor) });
    repo.commit('drop Order.tip');
    repo.write({ 'packages/types/src/generated/orders.gen.ts': 'export interface Order { id: string }\n' });
    const { status, stderr } = await runScript(gate, [], repo.dir);
    expect(status).toBe(1);
    expect(stderr).toContain('The regenerated types, committed. Uncommitted changes under src/generated:');
    expect(stderr).toContain(' M packages/types/src/generated/orders.gen.ts');
    expect(stderr).toContain('Fix: npm run generate, then commit');
    expect(stderr).not.toContain('A changeset with a major bump');
  });

  it('passes a breaking change declared with major changesets and committed types; an uncommitted changeset counts', async () => {
    const repo = repoOnFeatureBranch();
    breakOrders(repo);
    repo.write({ 'packages/types/src/generated/orders.gen.ts': 'export interface Order { id: string }\n' });
    repo.commit('drop Order.tip');
    repo.write({ '.changeset/drop-tip.md': changeset(allMajor) });
    const { status, stdout } = await runScript(gate, [], repo.dir);
    expect(status).toBe(0);
    expect(stdout).toContain('check:breaking: 2 breaking spec changes against main');
    expect(stdout).toContain('declared with major changesets and committed generated types');
  });
});

describe('check:breaking gate: a breaking change to operations upstream promises nothing about needs a changeset naming them', slow, () => {
  /** main with the orders API internal upstream (`info.x-stability: internal`); branch `feature` drops `Order.tip`. */
  function internalOrdersBroken(): TempRepo {
    const internal = (spec: Json) => {
      node(spec, 'info')['x-stability'] = 'internal';
    };
    const repo = createTempRepo();
    cleanup.push(() => repo.remove());
    repo.write({ ...workspaceFiles(), ...ordersRepoFiles(internal) });
    repo.commit('workspace, orders internal upstream');
    repo.git('checkout', '-q', '-b', 'feature');
    const files = ordersRepoFiles((spec) => {
      internal(spec);
      delete node(spec, 'components', 'schemas', 'Order', 'properties').tip;
    });
    repo.write({ 'specs/orders/openapi.yaml': files['specs/orders/openapi.yaml'] ?? '' });
    repo.commit('drop Order.tip');
    return repo;
  }

  it('fails without a changeset naming each operation, and asks for no major', async () => {
    const repo = internalOrdersBroken();
    repo.write({ '.changeset/drop-tip.md': '---\n"@canton-openapi/types": minor\n---\n\norders `getOrder` (internal upstream): `tip` is gone.\n' });
    const { status, stderr } = await runScript(gate, [], repo.dir);
    expect(status).toBe(1);
    expect(stderr).toContain('[internal upstream: a changeset naming it, no major]');
    expect(stderr).toContain('A changeset naming `createOrder`: upstream promises no compatibility for it (internal or pre-alpha), so a minor bump is enough');
    expect(stderr).not.toContain('major bump');
  });

  it('passes with a minor changeset naming every operation it breaks', async () => {
    const repo = internalOrdersBroken();
    repo.write({
      '.changeset/drop-tip.md': '---\n"@canton-openapi/types": minor\n---\n\norders `getOrder` and `createOrder` (internal upstream): `tip` is gone.\n',
    });
    const { status, stdout } = await runScript(gate, [], repo.dir);
    expect(status).toBe(0);
    expect(stdout).toContain('check:breaking: 2 breaking spec changes against main');
    expect(stdout).toContain('to operations without upstream compatibility promise, each named in a changeset');
  });
});

describe('check:breaking gate: paging changes, named by the public client method', slow, () => {
  it('fails on paging dropped, an iterator renamed or a paging field changed, naming the public method (in the review too)', async () => {
    const repo = createTempRepo();
    cleanup.push(() => repo.remove());
    repo.write({ ...workspaceFiles(), ...ordersRepoFiles(withPaging) });
    repo.commit('workspace with a paged search');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.commit('feature');
    const edit = (change: (paging: Json) => void): void => {
      const files = ordersRepoFiles((spec) => change(node(withPaging(spec), 'paths', '/orders/search', 'post')));
      repo.write({ 'specs/orders/openapi.yaml': files['specs/orders/openapi.yaml'] ?? '' });
    };
    const where = 'orders POST /orders/search (searchOrders)';
    edit((op) => (node(op, 'x-pagination').iterator = 'iterateAllOrders'));
    const renamed = await runScript(gate, [], repo.dir);
    expect(renamed.status).toBe(1);
    expect(renamed.stderr).toContain(
      `${where}: iterator-renamed at x-pagination/iterator: iterator \`iterateOrders\` renamed to \`iterateAllOrders\`: a public client method is renamed`,
    );
    const review = await runScript(join(import.meta.dirname, '..', 'review.ts'), [], repo.dir);
    expect(review.stdout).toContain(
      '| orders | `POST /orders/search` (`searchOrders`) | **iterator-renamed**: iterator `iterateOrders` renamed to `iterateAllOrders`: a public client method is renamed | `x-pagination/iterator` | ❌ major |',
    );
    edit((op) => (node(op, 'x-pagination').items = 'results'));
    const items = await runScript(gate, [], repo.dir);
    expect(items.status).toBe(1);
    expect(items.stderr).toContain(
      `${where}: pagination-changed at x-pagination/items: iterator \`iterateOrders\` now yields the items of \`results\` (was \`orders\`): it pages differently`,
    );
    edit((op) => delete op['x-pagination']);
    const dropped = await runScript(gate, [], repo.dir);
    expect(dropped.status).toBe(1);
    expect(dropped.stderr).toContain(
      `${where}: pagination-removed at x-pagination: paging dropped: the iterator \`iterateOrders\` is gone, a public client method is removed`,
    );
  });
});
