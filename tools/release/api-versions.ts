// The upstream API versions each published package tracks, recorded in its package.json as
// `cantonApis`, come from the specs' `info.version`: `--write` records them, the release tests and
// `release:dry` fail when a manifest says otherwise.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { listApis, repoRoot } from '@canton-openapi/contract';
import { publishedPackages } from '../spec-diff/gate-check.ts';

/** The package.json field holding the API versions: API name → upstream version. */
export const apiVersionsField = 'cantonApis';

/** Each API of `redocly.yaml`, in its order, with its spec's `info.version`. */
export function trackedApiVersions(repo = repoRoot): Record<string, string> {
  return Object.fromEntries(
    listApis(join(repo, 'redocly.yaml')).map((api) => {
      const spec = parse(readFileSync(api.root, 'utf8')) as { info?: { version?: unknown } } | null;
      const version = spec?.info?.version;
      if (typeof version !== 'string' || version === '') {
        throw new Error(`${relative(repo, api.root)}: info.version is missing; it names the upstream release the spec tracks`);
      }
      return [api.name, version];
    }),
  );
}

/** The manifest text with `cantonApis` set to `versions`: replaced in place, or added after `license`. */
export function withApiVersions(text: string, versions: Record<string, string>): string {
  const entries = Object.entries(versions).map(([api, version]) => `    ${JSON.stringify(api)}: ${JSON.stringify(version)}`);
  const block = `"${apiVersionsField}": {\n${entries.join(',\n')}\n  }`;
  const existing = new RegExp(`"${apiVersionsField}": \\{[^}]*\\}`);
  if (existing.test(text)) return text.replace(existing, block);
  const license = /^ {2}"license": "[^"]*",\n/m.exec(text);
  if (license === null) throw new Error(`no top-level "license" line to add "${apiVersionsField}" after`);
  const at = license.index + license[0].length;
  return `${text.slice(0, at)}  ${block},\n${text.slice(at)}`;
}

// `node tools/release/api-versions.ts --write` records the specs' versions in every published manifest.
if (import.meta.main) {
  const versions = trackedApiVersions();
  const write = process.argv.includes('--write');
  let stale = 0;
  for (const pkg of publishedPackages(repoRoot)) {
    const file = join(repoRoot, pkg.dir, 'package.json');
    const text = readFileSync(file, 'utf8');
    const updated = withApiVersions(text, versions);
    if (updated === text) continue;
    stale += 1;
    if (write) writeFileSync(file, updated);
    console.log(`${pkg.dir}/package.json: ${write ? 'recorded' : 'does not record'} ${apiVersionsField} ${JSON.stringify(versions)}`);
  }
  if (stale > 0 && !write) {
    console.error('Run `node tools/release/api-versions.ts --write` and commit the manifests.');
    process.exitCode = 1;
  }
}
