// The spec review a pull request gets, end to end: `spec:review` in a scratch repository whose branch
// makes a breaking and a non-breaking change, as the spec-review workflow runs it (GITHUB_BASE_REF,
// GITHUB_STEP_SUMMARY), and the gate's annotation when the major changeset is missing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { node } from './orders-spec.ts';
import { cleanEnv, createWorkspaceRepo, ordersRepoFiles, runScript, spawnScript } from './temp-repo.ts';

const review = join(import.meta.dirname, '..', 'review.ts');
const gate = join(import.meta.dirname, '..', 'gate.ts');
const published = ['@canton-openapi/client', '@canton-openapi/conformance', '@canton-openapi/types'];
const marker = '<!-- canton-openapi:spec-review -->';
const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spec-review-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A clone of `main` checked out on a PR branch, as actions/checkout leaves it: origin/main is the base.
 * The branch drops `Order.tip` (breaking) and adds `Order.eta` (non-breaking).
 */
function pullRequest(): { repo: string; git: (...args: string[]) => string } {
  const origin = createWorkspaceRepo();
  cleanup.push(() => origin.remove());
  const repo = join(scratch(), 'clone');
  execFileSync('git', ['clone', '-q', origin.dir, repo], { env: cleanEnv() });
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.invalid', ...args], { cwd: repo, encoding: 'utf8', env: cleanEnv() });
  git('checkout', '-q', '-b', 'pr');
  const files = ordersRepoFiles((spec) => {
    const properties = node(spec, 'components', 'schemas', 'Order', 'properties');
    delete properties.tip;
    properties.eta = { type: 'string', format: 'date-time' };
  });
  writeFileSync(join(repo, 'specs/orders/openapi.yaml'), files['specs/orders/openapi.yaml'] ?? '');
  writeFileSync(join(repo, 'packages/types/src/generated/orders.gen.ts'), 'export interface Order { id: string; eta?: string }\n');
  git('commit', '-q', '-am', 'Order: drop tip, add eta');
  return { repo, git };
}

/** Runs `spec:review` the way the workflow does (`process`: as a Node process of its own); answers the report written with --out and the job summary. */
async function runReview(repo: string, process = false): Promise<{ status: number | null; report: string; summary: string; stderr: string }> {
  const dir = scratch();
  const summary = join(dir, 'summary.md');
  writeFileSync(summary, '## Earlier step\n');
  const out = join(dir, 'review.md');
  const env = { GITHUB_BASE_REF: 'main', GITHUB_STEP_SUMMARY: summary };
  const result = process ? spawnScript(review, ['--out', out], repo, env) : await runScript(review, ['--out', out], repo, env);
  let report = '';
  try {
    report = readFileSync(out, 'utf8');
  } catch {
    /* asserted below */
  }
  return { status: result.status, report, summary: readFileSync(summary, 'utf8'), stderr: result.stderr };
}

describe('spec:review Markdown report', { timeout: 60_000 }, () => {
  it('lists breaking changes first with path and required changeset, says what is missing, and appends to the job summary', async () => {
    const { repo } = pullRequest();
    const { status, report, summary, stderr } = await runReview(repo, true);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(report.startsWith(`${marker}\n## Spec review: 2 breaking changes, 2 non-breaking\n`)).toBe(true);
    expect(report).toMatch(/against the merge-base with `origin\/main` \(`[0-9a-f]{12}`\)/);
    expect(report).toContain('> [!CAUTION]');
    expect(report).toContain(`> - A changeset with a major bump for ${published.join(', ')}. No changeset was added since the base.`);
    const breakingAt = report.indexOf('### Breaking (2)');
    const otherAt = report.indexOf('### Non-breaking (2)');
    expect(breakingAt).toBeGreaterThan(0);
    expect(otherAt).toBeGreaterThan(breakingAt);
    expect(report).toContain(`### Breaking (2)\n\nEach requires a changeset with \`major\` for ${published.map((p) => `\`${p}\``).join(', ')}: ❌ missing.\n`);
    expect(report).toContain(`| orders | \`GET /orders/{id}\` (\`getOrder\`) | **property-removed**: `);
    expect(report).toContain('| `responses/200/content/[application/json]/schema/properties/tip` | ❌ major |');
    expect(report.slice(otherAt)).toContain('| **property-added**: ');
    expect(report.slice(otherAt)).toContain('| `responses/200/content/[application/json]/schema/properties/eta` | minor or patch |');
    expect(report.slice(otherAt)).not.toContain('❌');
    // Every row of the change tables has the five columns of its header: nothing in a message broke the table.
    const changeTables = report.slice(0, report.indexOf('### Releases'));
    for (const row of changeTables.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| API'))) {
      expect(row.replaceAll('\\|', '').split('|').length - 2).toBe(5);
    }
    // Nothing release-related changed: one line, and the matrix folded.
    expect(report).toContain(
      '### Releases\n\nNo change to which releases serve what (orders 1.0).\n\n<details>\n<summary>Compatibility matrix: orders 1.0, 2 rows</summary>',
    );
    expect(report).toContain('| `getOrder` | ✓ |');
    expect(summary).toBe(`## Earlier step\n${report}`);
  });

  it('shows the declared major changeset once the branch adds it', async () => {
    const { repo, git } = pullRequest();
    writeFileSync(
      join(repo, '.changeset/drop-tip.md'),
      `---\n${published.map((p) => `"${p}": major`).join('\n')}\n---\n\nBREAKING orders \`getOrder\`: \`tip\` is gone.\n`,
    );
    git('add', '-A');
    git('commit', '-q', '-m', 'changeset');
    const { status, report } = await runReview(repo);
    expect(status).toBe(0);
    expect(report).toContain('> [!IMPORTANT]\n> **This breaks clients.** Declared with a major changeset: `.changeset/drop-tip.md`.');
    expect(report).not.toContain('[!CAUTION]');
    expect(report).toContain(': ✅ declared.\n');
    expect(report).toContain('| ✅ major |');
  });

  it('says there is nothing to compare on the base branch itself', async () => {
    const repo = createWorkspaceRepo();
    cleanup.push(() => repo.remove());
    const { status, stdout } = await runScript(review, [], repo.dir);
    expect(status).toBe(0);
    expect(stdout).toBe(`${marker}\n## Spec review: nothing to compare\n\nNo base to compare with (the base (main) is HEAD itself).\n`);
  });

  it('fails the gate with the missing-changeset sentence as a GitHub annotation', async () => {
    const { repo } = pullRequest();
    const result = await runScript(gate, [], repo, { GITHUB_BASE_REF: 'main', GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      '::error title=Breaking spec change without its major changeset::A breaking change needs, and this branch is missing:%0A- A changeset with a major bump for',
    );
    expect(result.stdout.split('\n').filter((l) => l.startsWith('::error'))).toHaveLength(1);
  });
});
