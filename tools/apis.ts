// The APIs of this repository, read from `redocly.yaml` `apis:` — the one place that names each spec.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiEntry {
  /** Key under `apis:` — `ledger`, `scan` or `validator`. */
  name: string;
  /** Absolute path of the hand-written root document. */
  root: string;
  /** Absolute path of the bundled JSON document (output of the `bundle` target). */
  bundle: string;
}

interface RedoclyConfig {
  apis?: Record<string, { root?: string; output?: string }>;
}

/** Every API named in `redocly.yaml`, in the order they are listed. */
export function listApis(configPath = resolve(repoRoot, 'redocly.yaml')): ApiEntry[] {
  const config = parse(readFileSync(configPath, 'utf8')) as RedoclyConfig;
  const base = dirname(configPath);
  return Object.entries(config.apis ?? {}).map(([name, entry]) => {
    if (entry.root === undefined || entry.output === undefined) {
      throw new Error(`redocly.yaml: apis.${name} needs both 'root' and 'output'`);
    }
    return { name, root: resolve(base, entry.root), bundle: resolve(base, entry.output) };
  });
}
