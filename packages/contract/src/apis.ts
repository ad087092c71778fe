// The APIs of this repository, read from `redocly.yaml` `apis:` — the one place that names each spec.
// Tools, tests and benches loop over these; none keeps a list of its own, so adding an API is its spec
// and one entry there.
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository's root directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** One API of `redocly.yaml`: its name and its documents. */
export interface ApiEntry {
  /** Key under `apis:` (`ledger`, `scan`, …): the API's subpath and the prefix of its exported names. */
  name: string;
  /** Absolute path of the hand-written root document. */
  root: string;
  /** Absolute path of the bundled JSON document (output of the `bundle` target). */
  bundle: string;
}

/** An AsyncAPI document of `redocly.yaml` (`asyncapi.yaml`): the WebSocket channels of the API beside it. */
export interface ChannelsEntry {
  /** Key under `apis:` — `ledger-channels`. */
  name: string;
  /** The API whose `openapi.yaml` is in the same directory — `ledger`. */
  api: string;
  /** Absolute path of the hand-written AsyncAPI document. */
  root: string;
  /** Absolute path of its bundled JSON document. */
  bundle: string;
}

interface RedoclyConfig {
  apis?: Record<string, { root?: string; output?: string }>;
}

/**
 * Every API named in `redocly.yaml`, in the order they are listed. AsyncAPI documents (`asyncapi.yaml`) are
 * not APIs of their own but the channels of the API beside them: `listChannels` lists those.
 */
export function listApis(configPath = resolve(repoRoot, 'redocly.yaml')): ApiEntry[] {
  return readEntries(configPath).filter((entry) => !isChannels(entry.root));
}

/** Every AsyncAPI document named in `redocly.yaml`, each paired with the API whose root is in its directory. */
export function listChannels(configPath = resolve(repoRoot, 'redocly.yaml')): ChannelsEntry[] {
  const entries = readEntries(configPath);
  return entries
    .filter((entry) => isChannels(entry.root))
    .map((entry) => {
      const owner = entries.find((other) => !isChannels(other.root) && dirname(other.root) === dirname(entry.root));
      if (owner === undefined) throw new Error(`redocly.yaml: apis.${entry.name} (an AsyncAPI document) has no OpenAPI document beside it to belong to`);
      return { ...entry, api: owner.name };
    });
}

function isChannels(root: string): boolean {
  return basename(root).startsWith('asyncapi.');
}

function readEntries(configPath: string): ApiEntry[] {
  const config = parse(readFileSync(configPath, 'utf8')) as RedoclyConfig;
  const base = dirname(configPath);
  return Object.entries(config.apis ?? {}).map(([name, entry]) => {
    if (entry.root === undefined || entry.output === undefined) {
      throw new Error(`redocly.yaml: apis.${name} needs both 'root' and 'output'`);
    }
    return { name, root: resolve(base, entry.root), bundle: resolve(base, entry.output) };
  });
}
