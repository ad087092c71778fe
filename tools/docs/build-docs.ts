// Builds one static HTML reference per API with Redocly's `build-docs`, and an index page linking them.
// Pages are self-contained (`--inlineBundle`: Redoc's scripts are embedded instead of loaded from a CDN;
// `page.hbs` forbids every remote load) and the build makes no network call (telemetry and update
// checks off). Each page shows the reader's view of the bundled spec (`docs-view.ts`).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { bundle, createConfig } from '@redocly/openapi-core';
import {
  lifecycleRows,
  listApis,
  listChannels,
  releaseLinesOf,
  releaseMatrix,
  type ReleaseMatrix,
  repoRoot,
  specDocument,
  specRelease,
} from '@canton-openapi/contract';
import { addChannelsSection } from './channels-section.ts';
import { docsView } from './docs-view.ts';
import { type IndexEntry, indexPage } from './index-page.ts';

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

/** Repository files that spec descriptions name; on the pages they become links. */
const repositoryFiles = ['specs/README.md'];

// Redoc's "API docs by" attribution shows a logo from Redocly's CDN, which the page's CSP blocks,
// leaving a broken image: the page shows the same attribution as an inline image instead.
const redocLogo = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
const inlineLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="46" height="16" viewBox="0 0 46 16">' +
    '<text x="0" y="12.5" font-family="sans-serif" font-size="13" font-weight="700" fill="#0044D4">Redoc</text></svg>',
)}`;

/** The file name of the index page in the docs directory. */
export const indexFile = 'index.html';

/**
 * Builds `<outDir>/<api>.html` for every API of `redocly.yaml` and `<outDir>/index.html` linking them;
 * throws with Redocly's output on failure.
 */
export async function buildDocs(outDir = docsDir): Promise<DocsPage[]> {
  mkdirSync(outDir, { recursive: true });
  const pages: DocsPage[] = [];
  const index: IndexEntry[] = [];
  const work = mkdtempSync(join(tmpdir(), 'canton-docs-'));
  try {
    for (const api of listApis()) {
      const html = join(outDir, `${api.name}.html`);
      const doc = await pageView(api, outDir);
      const source = join(work, `${api.name}.json`);
      writeFileSync(source, JSON.stringify(doc));
      await buildPage(api.name, api.root, source, html);
      writeFileSync(
        html,
        readFileSync(html, 'utf8').replace(redocLogo, () => inlineLogo),
      );
      const info = (doc.info ?? {}) as Record<string, unknown>;
      index.push({
        href: `${api.name}.html`,
        title: String(info.title ?? api.name),
        version: String(info.version ?? ''),
        summary: String(info.summary ?? ''),
        matrix: await apiMatrix(api),
      });
      pages.push({ api: api.name, root: api.root, html });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(join(outDir, indexFile), indexPage(index));
  return pages;
}

/** The document `root` with every file it references brought in (`$ref`s kept, to be followed by the contract model). */
export async function bundled(root: string): Promise<Record<string, unknown>> {
  const { bundle: result } = await bundle({ ref: root, config: await createConfig({}) });
  return result.parsed as Record<string, unknown>;
}

/** The OpenAPI document a page of `api` shows: the reader's view of its bundle, with its WebSocket channels' section. */
export async function pageView(api: { name: string; root: string }, pageDir = docsDir): Promise<Record<string, unknown>> {
  const doc = docsView(await bundled(api.root), { repoRoot, pageDir, files: repositoryFiles });
  // The API's WebSocket channels (its AsyncAPI document, if any) as a section of the same page.
  for (const channels of listChannels().filter((c) => c.api === api.name)) addChannelsSection(doc, await bundled(channels.root));
  return doc;
}

/** The compatibility matrix of `api`: its operations, then its WebSocket channels, with their fields that carry lifecycle keys, over the release lines of its OpenAPI document. */
export async function apiMatrix(api: { name: string; root: string }): Promise<ReleaseMatrix> {
  const root = await bundled(api.root);
  const rows = lifecycleRows(specDocument(api.name, root));
  for (const channels of listChannels().filter((c) => c.api === api.name))
    rows.push(...lifecycleRows(specDocument(channels.name, await bundled(channels.root))));
  return releaseMatrix(rows, releaseLinesOf(root), [], specRelease(specDocument(api.name, root)).minimumServerVersion);
}

/** Runs `redocly build-docs` on the reader's view of one API. */
async function buildPage(name: string, root: string, source: string, html: string): Promise<void> {
  const args = [
    redoclyCli(),
    'build-docs',
    source,
    '--config',
    join(repoRoot, 'redocly.yaml'),
    '--inlineBundle',
    '--template',
    join(import.meta.dirname, 'page.hbs'),
    '--lint-config',
    'off',
    '--output',
    html,
  ];
  try {
    await run(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', DO_NOT_TRACK: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
    throw new Error(`docs: redocly build-docs failed for API '${name}' (${root}):\n${detail}`);
  }
}
