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
