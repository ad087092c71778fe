// The registry's Chromium: two processes that unpack it into an empty cache at the same moment both get a
// whole, working browser, and only one unpacked copy (no staging directory, no lock) is left behind.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChromiumInstall } from '../chromium.ts';

const run = promisify(execFile);
const helper = new URL('../chromium.ts', import.meta.url).pathname;
const dirs: string[] = [];

afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Runs `installChromium(cache)` in a fresh Node process and returns what it resolved to. */
async function installInChild(cache: string): Promise<ChromiumInstall> {
  const script = `const { installChromium } = await import(${JSON.stringify(helper)});
    console.log(JSON.stringify(await installChromium(${JSON.stringify(cache)})));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as ChromiumInstall;
}

describe('installChromium', () => {
  // Decompressing ~200 MB twice over on two busy cores: minutes, not vitest's 5 s.
  it('two processes starting at once share one complete unpack', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'chromium-cache-'));
    dirs.push(cache);
    const [a, b] = await Promise.all([installInChild(cache), installInChild(cache)]);
    expect(a).toEqual(b);
    expect(await readdir(cache)).toEqual([expect.stringMatching(/^\d+\.\d+\.\d+$/)]);
    const { stdout } = await run(a.executablePath, ['--version'], { env: { ...process.env, ...a.env } });
    expect(stdout).toMatch(/^Chromium \d+\./);
  }, 300_000);

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
