// Nothing reports an install of our packages: a published package that brings Prism (and so Scarf's
// install script) turns Scarf off, and release:dry's reading of the install output tells a declined
// report from one that may have been sent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../apis.ts';
import { publishedPackages } from '../../spec-diff/gate-check.ts';
import type { Manifest } from '../manifest.ts';
import { scarfDeclined, telemetryProblems } from '../telemetry.ts';

type WithScarf = Manifest & { scarfSettings?: { enabled?: boolean } };

describe('Scarf in the published packages', () => {
  const manifests = publishedPackages(repoRoot)
    .map((p) => JSON.parse(readFileSync(join(repoRoot, p.dir, 'package.json'), 'utf8')) as WithScarf);

  it('every package that depends on Prism sets scarfSettings.enabled to false', () => {
    const withPrism = manifests.filter((m) => Object.keys(m.dependencies ?? {}).some((d) => d.startsWith('@stoplight/prism')));
    expect(withPrism.map((m) => m.name)).toEqual(['@canton-openapi/conformance']);
    for (const manifest of withPrism) expect(manifest.scarfSettings, manifest.name).toEqual({ enabled: false });
  });
});

describe('telemetryProblems', () => {
  const ran = '> @scarf/scarf@1.4.0 postinstall\n> node ./report.js\n';

  it('accepts an install where Scarf did not run, or ran and declined', () => {
    expect(telemetryProblems('added 212 packages in 9s\n')).toEqual([]);
    expect(telemetryProblems(`${ran}\nError: ${scarfDeclined}.\nadded 212 packages\n`)).toEqual([]);
  });

  it('names an install where Scarf ran and did not decline', () => {
    expect(telemetryProblems(`${ran}\nadded 212 packages\n`)).toEqual([expect.stringContaining("@scarf/scarf's postinstall ran without")]);
  });
});
