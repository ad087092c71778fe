// The README's set-up paragraph, package.json's engines and devEngines, the `node` dev dependency and .nvmrc
// all name the same Node versions: a reader who follows the README meets no surprise from `npm ci`.
// The Node the published packages support has one truth, their `engines.node`: the root README, each
// package's README and the registry Node the oldest-Node tests run on (node22/) say the same.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';

interface RootPackage {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string }; packageManager: { name: string; version: string } };
  devDependencies: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as RootPackage;
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const setUp = readme.slice(readme.indexOf('## Set up'), readme.indexOf('\n## ', readme.indexOf('## Set up') + 1));

/** `>=A.B.C <D` → its lower bound and exclusive upper major. */
function range(engines: string): { min: number[]; belowMajor: number } {
  const match = /^>=(\d+)\.(\d+)\.(\d+) <(\d+)$/.exec(engines);
  if (match === null) throw new Error(`engines.node "${engines}" is not of the form >=A.B.C <D`);
  return { min: match.slice(1, 4).map(Number), belowMajor: Number(match[4]) };
}

describe('Node versions', () => {
  it('.nvmrc and the `node` dev dependency are the same version, inside engines.node', () => {
    const pinned = readFileSync(join(repoRoot, '.nvmrc'), 'utf8').trim();
    expect(pkg.devDependencies.node).toBe(pinned);
    const [major = 0, minor = 0, patch = 0] = pinned.split('.').map(Number);
    const { min, belowMajor } = range(pkg.engines.node);
    const [minMajor = 0, minMinor = 0, minPatch = 0] = min;
    expect(major).toBeLessThan(belowMajor);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(minMajor * 1e6 + minMinor * 1e3 + minPatch);
  });

  it('the README names the pinned Node, engines.node and the devEngines floor', () => {
    const { min } = range(pkg.engines.node);
    expect(setUp).toContain(`Node ${pkg.devDependencies.node}`);
    expect(setUp).toContain(`\`${pkg.engines.node}\``);
    expect(setUp).toContain(`Node ${min[0]}.${min[1]} or newer`);
    expect(pkg.devEngines.runtime).toMatchObject({ name: 'node', version: expect.stringMatching(/^>=\d+$/) });
    expect(pkg.devEngines.packageManager).toMatchObject({ name: 'npm', version: expect.stringMatching(/^>=\d+$/) });
    expect(setUp).toContain(`Node ${pkg.devEngines.runtime.version.slice(2)} or newer with npm ${pkg.devEngines.packageManager.version.slice(2)} or newer`);
  });
});

const published = ['types', 'client', 'conformance'];
const manifests = published.map(
  (name) => JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8')) as { engines?: { node?: string } },
);
/** The oldest Node major the published packages support: their one `engines.node`, `>=N`. */
const floor = Number(/^>=(\d+)$/.exec(manifests[0]?.engines?.node ?? '')?.[1]);

describe('the Node the published packages support', () => {
  it('every published package declares the same engines.node, >=N', () => {
    expect(floor).toBeGreaterThan(0);
    for (const [i, manifest] of manifests.entries()) expect(manifest.engines?.node, published[i]).toBe(`>=${floor}`);
  });

  it("the root README states it for the packages, with their engines, apart from the repository's own", () => {
    expect(setUp).toContain(`run on Node ${floor} or newer (their \`engines\`: \`>=${floor}\`)`);
    expect(readme).toContain(`also on Node ${floor}, the oldest Node the packages support`);
  });

  it.each(published)("%s's README states it, and no other Node major as a floor", (name) => {
    const text = readFileSync(join(repoRoot, 'packages', name, 'README.md'), 'utf8');
    expect(text).toContain(`Node ${floor} or newer`);
    // `Node 22 or newer`, `Node 22+`: a floor of a bare major (a minor, `Node 24.18`, is a dependency's, said as such).
    const floors = [...text.matchAll(/\bNode (\d+)(?!\.\d)(?: or newer|\+)/g)].map((m) => Number(m[1]));
    expect(floors.length).toBeGreaterThan(0);
    expect(
      floors.every((major) => major === floor),
      `${name}: ${floors.join(', ')}`,
    ).toBe(true);
  });
});

describe('the registry Node 22 for the oldest-Node tests (node22/)', () => {
  const workspaces = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

  it('npm ci installed it, and it is the oldest Node the published packages declare', async () => {
    const { node22 } = await import('../../node22/index.ts');
    expect(node22().version).toMatch(new RegExp(`^v${floor}\\.`));
  });

  it('no other workspace resolves `node` to it: every npm script runs on the pinned Node 24', () => {
    expect(workspaces).toContain('node22');
    const pinned = pkg.devDependencies.node;
    for (const dir of ['', 'specs', 'tools', 'packages/types', 'packages/client', 'packages/conformance']) {
      const bin = join(repoRoot, dir, 'node_modules', '.bin', 'node');
      const version = existsSync(bin) ? spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim() : undefined;
      if (dir === '') expect(version).toBe(`v${pinned}`);
      else expect(version === undefined || version === `v${pinned}`, `${dir}/node_modules/.bin/node is ${version}`).toBe(true);
    }
  });
});
