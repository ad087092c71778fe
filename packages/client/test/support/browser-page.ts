// A test page for headless Chromium: `entry` bundled by esbuild (code-split, from source) and served
// from its own origin on 127.0.0.1, so every call the page makes to a local server is cross-origin.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';

/** A served page: its origin, the files esbuild wrote, and `close()`. */
export interface ServedPage {
  origin: string;
  /** The bundle's output files (chunks among them). */
  chunks: string[];
  close(): Promise<void>;
}

/** Bundles `entry` (a page module that sets a global function) and serves it with an index.html that loads it. */
export async function servePage(entry: URL, prefix: string): Promise<ServedPage> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const result = await build({
    entryPoints: { page: entry.pathname },
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'chrome120',
    conditions: ['@canton-openapi/source'],
    outdir: dir,
    metafile: true,
    logLevel: 'silent',
  });
  const server = createServer(async (req, res) => {
    const name = req.url === '/' ? 'index.html' : (req.url ?? '').slice(1);
    if (name === 'index.html')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/page.js"></script>');
    try {
      const body = await readFile(join(dir, name.replace(/[^\w.-]/g, '')));
      res.writeHead(200, { 'content-type': extname(name) === '.js' ? 'text/javascript' : 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    chunks: Object.keys(result.metafile.outputs),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the page in `browser`, waits for its global function `run`, calls it with `input` and returns
 * what it resolved to, with the page's uncaught errors.
 */
export async function runOnPage<I, R>(browser: Browser, origin: string, run: string, input: I): Promise<{ result: R; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${origin}/`);
  await page.waitForFunction((name) => name in globalThis, run, { timeout: 60_000 }); // generous: 2 busy cores
  const result = await page.evaluate(([name, arg]) => (globalThis as unknown as Record<string, (i: unknown) => Promise<unknown>>)[name]!(arg), [
    run,
    input,
  ] as const);
  return { result: result as R, errors };
}
