// Builds one static HTML reference per API with Redocly's `build-docs`. Pages are self-contained
// (`--inlineBundle`: Redoc's scripts are embedded instead of loaded from a CDN; `page.hbs` forbids
// every remote load) and the build makes no network call (telemetry and update checks off).
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { listApis, repoRoot } from '../apis.ts';

const run = promisify(execFile);

/** Where `npm run docs` writes: `dist/docs/<api>.html` at the repository root (gitignored). */
export const docsDir = resolve(repoRoot, 'dist', 'docs');

/** One built reference page. */
export interface DocsPage {
  api: string;
  /** The API's root document, from `redocly.yaml`. */
  root: string;
  html: string;
}

/** The `redocly` CLI entry of the installed `@redocly/cli`. */
function redoclyCli(): string {
  const manifest = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  return join(dirname(manifest), 'bin', 'cli.js');
}

/** Builds `<outDir>/<api>.html` for every API of `redocly.yaml`; throws with Redocly's output on failure. */
export async function buildDocs(outDir = docsDir): Promise<DocsPage[]> {
  mkdirSync(outDir, { recursive: true });
  const pages: DocsPage[] = [];
  for (const api of listApis()) {
    const html = join(outDir, `${api.name}.html`);
    const args = [redoclyCli(), 'build-docs', api.name, '--config', join(repoRoot, 'redocly.yaml'),
      '--inlineBundle', '--template', join(import.meta.dirname, 'page.hbs'), '--lint-config', 'off', '--output', html];
    try {
      await run(process.execPath, args, {
        cwd: repoRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', DO_NOT_TRACK: '1' },
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      const detail = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
      throw new Error(`docs: redocly build-docs failed for API '${api.name}' (${api.root}):\n${detail}`);
    }
    pages.push({ api: api.name, root: api.root, html });
  }
  return pages;
}
