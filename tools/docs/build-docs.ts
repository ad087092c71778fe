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

/** An API a page is built for: its root document and the AsyncAPI documents of its WebSocket channels. */
export interface DocsApi {
  name: string;
  root: string;
  /** Root documents of its WebSocket channels; those `redocly.yaml` names for the API when absent. */
  channels?: readonly string[];
}

/** The channel documents of `api`: its own list, else those `redocly.yaml` names for it. */
function channelRoots(api: DocsApi): readonly string[] {
  return (
    api.channels ??
    listChannels()
      .filter((c) => c.api === api.name)
      .map((c) => c.root)
  );
}

/** Bundles a document: `bundled`, or a `bundlerOnce()`. */
export type Bundler = (root: string) => Promise<Record<string, unknown>>;

/** A bundler that bundles each document once and answers a copy of it each time (a page's view changes its document in place). */
export function bundlerOnce(): Bundler {
  const bundles = new Map<string, Promise<Record<string, unknown>>>();
  return async (root) => structuredClone(await (bundles.get(root) ?? bundles.set(root, bundled(root)).get(root)!));
}

/**
 * Builds `<outDir>/<api>.html` for every API of `redocly.yaml` (or of `apis`) and `<outDir>/index.html`
 * linking them; throws with Redocly's output on failure. Each document is bundled once per build (or per
 * `bundleOnce`, which a caller may share).
 */
export async function buildDocs(outDir = docsDir, apis: readonly DocsApi[] = listApis(), bundleOnce: Bundler = bundlerOnce()): Promise<DocsPage[]> {
  mkdirSync(outDir, { recursive: true });
  const pages: DocsPage[] = [];
  const index: IndexEntry[] = [];
  const work = mkdtempSync(join(tmpdir(), 'canton-docs-'));
  try {
    for (const api of apis) {
      const html = join(outDir, `${api.name}.html`);
      const doc = await pageView(api, outDir, bundleOnce);
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
        matrix: await apiMatrix(api, bundleOnce),
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
export async function pageView(api: DocsApi, pageDir = docsDir, bundle: Bundler = bundled): Promise<Record<string, unknown>> {
  const doc = docsView(await bundle(api.root), { repoRoot, pageDir, files: repositoryFiles });
  // The API's WebSocket channels (its AsyncAPI document, if any) as a section of the same page.
  for (const channels of channelRoots(api)) addChannelsSection(doc, await bundle(channels));
  return doc;
}

/** The compatibility matrix of `api`: its operations, then its WebSocket channels, with their fields that carry lifecycle keys, over the release lines of its OpenAPI document. */
export async function apiMatrix(api: DocsApi, bundle: Bundler = bundled): Promise<ReleaseMatrix> {
  const root = await bundle(api.root);
  const rows = lifecycleRows(specDocument(api.name, root));
  const channels = listChannels();
  for (const channelsRoot of channelRoots(api)) {
    const name = channels.find((c) => c.root === channelsRoot)?.name ?? channelsRoot;
    rows.push(...lifecycleRows(specDocument(name, await bundle(channelsRoot))));
  }
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
