// The registry's Chromium: two processes that unpack it into an empty cache at the same moment both get a
// whole, working browser, and only one unpacked copy (no staging directory, no lock) is left behind. The race is
// run on small archives laid out as the package's (a `chromium` that answers `--version`, its libraries and fonts):
// the real ones are ~200 MB to decompress, and the real browser is unpacked once per run for every browser test
// (the launch below is one).
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChromiumArchives, ChromiumInstall } from '../chromium.ts';

const run = promisify(execFile);
const helper = new URL('../chromium.ts', import.meta.url).pathname;
const dirs: string[] = [];

afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Runs `installChromium(cache, archives)` in a fresh Node process and returns what it resolved to. */
async function installInChild(cache: string, archives: ChromiumArchives): Promise<ChromiumInstall> {
  const script = `const { installChromium } = await import(${JSON.stringify(helper)});
    console.log(JSON.stringify(await installChromium(${JSON.stringify(cache)}, ${JSON.stringify(archives)})));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as ChromiumInstall;
}

/** Archives laid out as `@sparticuz/chromium`'s bin/: a `chromium` script that prints a version, and tar files of lib/ and fonts/. */
async function smallArchives(): Promise<ChromiumArchives> {
  const bin = await mkdtemp(join(tmpdir(), 'chromium-archives-'));
  dirs.push(bin);
  writeFileSync(join(bin, 'chromium.br'), brotliCompressSync('#!/bin/sh\necho "Chromium 999.0.0.0"\n'));
  for (const [archive, dir] of [
    ['al2023.tar', 'lib'],
    ['fonts.tar', 'fonts'],
  ] as const) {
    const content = join(bin, `${dir}-content`);
    await mkdir(join(content, dir), { recursive: true });
    writeFileSync(join(content, dir, 'file'), `${dir}\n`);
    await run('tar', ['-c', '-f', join(bin, archive), '-C', content, dir]);
    writeFileSync(join(bin, `${archive}.br`), brotliCompressSync(await readFile(join(bin, archive))));
  }
  return { bin, version: '999.0.0' };
}

describe('installChromium', () => {
  it('two processes starting at once share one complete unpack', async () => {
    const [cache, archives] = await Promise.all([mkdtemp(join(tmpdir(), 'chromium-cache-')), smallArchives()]);
    dirs.push(cache);
    const [a, b] = await Promise.all([installInChild(cache, archives), installInChild(cache, archives)]);
    expect(a).toEqual(b);
    expect(await readdir(cache)).toEqual(['999.0.0']);
    expect((await readdir(join(cache, '999.0.0'))).sort()).toEqual(['chromium', 'fonts', 'fonts.conf', 'lib']);
    const { stdout } = await run(a.executablePath, ['--version'], { env: { ...process.env, ...a.env } });
    expect(stdout).toMatch(/^Chromium \d+\./);
  }, 120_000);

  // Unpacking the real browser (once per checkout) on two busy cores: a minute, not vitest's 5 s.
  it('launches a headless browser that runs a page', async () => {
    const { launchChromium } = await import('../chromium.ts');
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent('<p id="n"></p><script>document.getElementById("n").textContent = String(2n ** 64n)</script>');
      expect(await page.textContent('#n')).toBe('18446744073709551616');
    } finally {
      await browser.close();
    }
  }, 300_000);
});
