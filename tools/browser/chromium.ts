// The headless Chromium for our browser tests comes from the npm registry: `@sparticuz/chromium` ships a
// brotli-compressed headless shell with the few libraries it links against, so `npm ci` is all the set-up.
// It is decompressed once per package version into node_modules/.cache (so `npm ci` starts it afresh) and
// launched with playwright-core, which never downloads a browser of its own.
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createBrotliDecompress } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { repoRoot } from '@canton-openapi/contract';

const run = promisify(execFile);

/** Where a compressed browser is (`chromium.br`, `al2023.tar.br`, `fonts.tar.br`) and which version it is. */
export interface ChromiumArchives {
  bin: string;
  version: string;
}

/** Where `@sparticuz/chromium` keeps its compressed browser, and which version it is. */
function packageInfo(): ChromiumArchives {
  const root = join(dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { bin: join(root, 'bin'), version };
}

/** Flags for a quiet, offline headless browser: no GPU, no background traffic to Google services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--no-pings',
];

/** An unpacked browser: the executable and the variables it needs set (bundled libraries and fonts). */
export interface ChromiumInstall {
  executablePath: string;
  env: Record<string, string>;
}

// A lock older than this belongs to a process that died while decompressing (it takes seconds).
const staleLockMs = 10 * 60_000;

/** Unpacks a `.tar.br` archive into a directory: decompressed to a file first, since `tar` may stop reading a pipe early. */
async function untar(archive: string, into: string): Promise<void> {
  const tarFile = join(into, `${basename(archive, '.br')}`);
  await pipeline(createReadStream(archive), createBrotliDecompress(), createWriteStream(tarFile));
  try {
    await run('tar', ['-x', '--no-same-owner', '-f', tarFile, '-C', into]);
  } catch (error) {
    throw new Error(`tar -x ${archive} failed: ${error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error)}`);
  } finally {
    await rm(tarFile, { force: true });
  }
}

/** Decompresses the browser, its libraries and fonts into `staging`, written for its final place `target`. */
async function unpack(bin: string, staging: string, target: string): Promise<void> {
  await pipeline(createReadStream(join(bin, 'chromium.br')), createBrotliDecompress(), createWriteStream(join(staging, 'chromium'), { mode: 0o755 }));
  await untar(join(bin, 'al2023.tar.br'), staging); // lib/: nss, nspr, expat — fresh machines may lack them
  await untar(join(bin, 'fonts.tar.br'), staging); // fonts/: so pages render text without system fonts
  await writeFile(
    join(staging, 'fonts.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${join(target, 'fonts')}</dir>`,
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <cachedir>${join(target, 'fonts-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
}

async function lockAge(lock: string): Promise<number | undefined> {
  try {
    return Date.now() - (await stat(lock)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Unpacks the registry's Chromium (or `archives`) once per version and returns it. Safe when several test processes ask at once:
 * one takes a lock directory and decompresses into a private staging directory that it renames into place whole,
 * the others wait for that directory, so nobody ever sees a half-written browser.
 */
export async function installChromium(
  cacheRoot = join(repoRoot, 'node_modules', '.cache', 'canton-openapi-chromium'),
  archives: ChromiumArchives = packageInfo(),
): Promise<ChromiumInstall> {
  const { bin, version } = archives;
  const target = join(cacheRoot, version);
  const libraries = [join(target, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  const install: ChromiumInstall = {
    executablePath: join(target, 'chromium'),
    env: { LD_LIBRARY_PATH: libraries, FONTCONFIG_FILE: join(target, 'fonts.conf') },
  };
  await mkdir(cacheRoot, { recursive: true });
  const lock = `${target}.lock`;
  for (;;) {
    if (existsSync(target)) return install;
    try {
      await mkdir(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await lockAge(lock);
      if (age !== undefined && age > staleLockMs) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    const staging = await mkdtemp(join(cacheRoot, `.${version}-`));
    await chmod(staging, 0o755);
    try {
      if (!existsSync(target)) {
        await unpack(bin, staging, target);
        await rename(staging, target).catch((error: unknown) => {
          if (!existsSync(target)) throw error; // else a process that took a stale lock got there first
        });
      }
    } finally {
      await rm(staging, { recursive: true, force: true });
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** Launches the registry's headless Chromium (unpacking it first if needed). */
export async function launchChromium(): Promise<Browser> {
  const { executablePath, env } = await installChromium();
  return chromium.launch({ executablePath, args: chromiumArgs, env: { ...process.env, ...env } as Record<string, string> });
}
