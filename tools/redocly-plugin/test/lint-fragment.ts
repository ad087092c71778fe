// Lints small OpenAPI documents with the plugin loaded the way the CLI loads it: by path, through
// @redocly/openapi-core's config loader, which imports `index.ts` as an ES module.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lint, type NormalizedProblem } from '@redocly/openapi-core';

/** Absolute path of the plugin entry point. */
export const pluginPath = resolve(dirname(fileURLToPath(import.meta.url)), '../index.ts');

/** A problem reduced to what a test asserts: rule, message, file and JSON pointer. */
export interface Finding {
  ruleId: string;
  message: string;
  /** File of the location, relative to the document's folder (`openapi.yaml`, `examples/x.yaml`). */
  file: string;
  pointer: string | undefined;
  /** True when the report points at a key rather than its value. */
  onKey: boolean;
}

/** The `openapi`/`info` header every fragment shares. */
export const HEADER = { openapi: '3.1.0', info: { title: 'Fragment', version: '1.0.0' } };

/**
 * Writes `document` (after HEADER) as `openapi.yaml`, plus any `files`, into a fresh folder and lints it
 * with only the given `canton/*` rules enabled as errors. Documents are written as JSON, which is YAML.
 */
export async function lintFragment(document: object, rules: string[], files: Record<string, unknown> = {}): Promise<Finding[]> {
  const dir = await mkdtemp(join(tmpdir(), 'canton-lint-'));
  try {
    const root = join(dir, 'openapi.yaml');
    await writeFile(root, JSON.stringify({ ...HEADER, ...document }, null, 2));
    for (const [name, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, name)), { recursive: true });
      await writeFile(join(dir, name), JSON.stringify(content, null, 2));
    }
    const config = await createConfig(
      { plugins: [pluginPath], rules: Object.fromEntries(rules.map((rule) => [rule, 'error'])) },
      { configPath: join(dir, 'redocly.yaml') },
    );
    return (await lint({ ref: root, config })).map((problem) => toFinding(problem, dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Reduces a Redocly problem to a Finding, with file names relative to `dir`. */
export function toFinding(problem: NormalizedProblem, dir: string): Finding {
  const location = problem.location[0];
  return {
    ruleId: problem.ruleId,
    message: problem.message,
    file: location === undefined ? '' : relative(dir, location.source.absoluteRef),
    pointer: location?.pointer,
    onKey: location?.reportOnKey === true,
  };
}

/** Escapes one JSON pointer token. */
const token = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** `node` with each local `$ref` (`#/components/…`) pointed through the root, as a room writes it. */
function throughRoot(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(throughRoot);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `../openapi.yaml${value}` : throughRoot(value),
    ]),
  );
}

/**
 * Lints `document` laid out in rooms (specs/README.md, "Rooms"): every path item in `paths/rooms.yaml`,
 * every component but the security schemes in `components/rooms.yaml`, the root naming each by `$ref`.
 */
export async function lintInRooms(document: Record<string, any>, rules: string[]): Promise<Finding[]> {
  const root: Record<string, any> = { ...document };
  const paths: Record<string, unknown> = {};
  const components: Record<string, Record<string, unknown>> = {};
  if (document.paths !== undefined) {
    root.paths = {};
    for (const [path, item] of Object.entries(document.paths as Record<string, unknown>)) {
      paths[path] = throughRoot(item);
      root.paths[path] = { $ref: `./paths/rooms.yaml#/paths/${token(path)}` };
    }
  }
  if (document.components !== undefined) {
    root.components = {};
    for (const [section, entries] of Object.entries(document.components as Record<string, Record<string, unknown>>)) {
      if (section === 'securitySchemes') {
        root.components[section] = entries;
        continue;
      }
      root.components[section] = {};
      components[section] = {};
      for (const [name, entry] of Object.entries(entries)) {
        components[section][name] = throughRoot(entry);
        root.components[section][name] = { $ref: `./components/rooms.yaml#/components/${section}/${token(name)}` };
      }
    }
  }
  return lintFragment(root, rules, { 'paths/rooms.yaml': { paths }, 'components/rooms.yaml': { components } });
}
