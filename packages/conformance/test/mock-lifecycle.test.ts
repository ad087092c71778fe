// `npm run mock` (src/mock/cli.ts) leaves nothing behind: a second start while one runs exits 2 naming the
// public port in use, with no Prism and no temporary folder left; SIGTERM or SIGINT stops every Prism and
// removes its folder; killing the npm that started it stops the mock and its Prisms too. Each mock gets a
// TMPDIR of its own, so its folders (and its Prisms, whose arguments name them) are found by path. The mocks
// serve the two smallest APIs (`--api`): what is checked here is the processes and folders, not an API.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, onTestFailed, test } from 'vitest';
import { alive, descendantsOf, prisms, processTable } from './support/processes.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const apiNames = ['validator', 'registry']; // in `apis:` order
const apiArgs = apiNames.flatMap((api) => ['--api', api]);
const started: { child: ChildProcessWithoutNullStreams; tmp: string }[] = [];
afterEach(async () => {
  for (const { child, tmp } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((done) => child.once('close', done));
    }
    rmSync(tmp, { recursive: true, force: true });
  }
});

interface Mock {
  child: ChildProcessWithoutNullStreams;
  tmp: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the ports it printed once every mock is up, or undefined when it exited first. */
  ready: Promise<number[] | undefined>;
  exited: Promise<number | null>;
}

/** Starts `node src/mock/cli.ts args…`, or `npm run mock -- args…` when `viaNpm`, with a TMPDIR of its own. */
function startMockProcess(args: string[], viaNpm = false): Mock {
  const tmp = mkdtempSync(join(tmpdir(), 'mock-lifecycle-'));
  const npm = process.env['npm_execpath'];
  const [command, commandArgs] = viaNpm
    ? npm !== undefined && /\.c?js$/.test(npm)
      ? [process.execPath, [npm, 'run', 'mock', '--', ...args]]
      : ['npm', ['run', 'mock', '--', ...args]]
    : [process.execPath, ['src/mock/cli.ts', ...args]];
  const child = spawn(command, commandArgs, { cwd: packageDir, env: { ...process.env, TMPDIR: tmp }, stdio: ['pipe', 'pipe', 'pipe'] });
  started.push({ child, tmp });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  const ready = new Promise<number[] | undefined>((done) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('Paging ends')) done([...out.matchAll(/http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1])));
    });
    void exited.then(() => done(undefined));
  });
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  return { child, tmp, stdout: () => out, stderr: () => err, ready, exited };
}

/** The mocks' folders below `tmp` (npm keeps a compile cache there too). */
const mockFolders = (tmp: string) => readdirSync(tmp).filter((name) => name.startsWith('canton-mock-'));

/** Prisms whose arguments name a folder below `tmp`. */
const prismsIn = (tmp: string) => prisms(processTable()).filter((p) => p.args.some((a) => a.includes(tmp)));

/**
 * Waits until `done()` holds, checking every 100 ms: processes end and folders go in their own time, which no
 * clock here bounds. One that never does fails the test at its timeout, and `what` says what was still so.
 */
async function until(done: () => boolean, what: () => string): Promise<void> {
  onTestFailed(() => {
    if (!done()) console.error(`still not so: ${what()}`);
  });
  while (!done()) await sleep(100);
}

/** Sends `signal` to `mock`: it exits 0, every Prism seen before or as it stops is gone, and so is every temporary folder. */
async function stops(mock: Mock, signal: 'SIGTERM' | 'SIGINT'): Promise<void> {
  const seen = new Set(prismsIn(mock.tmp).map((p) => p.pid));
  mock.child.kill(signal);
  for (const p of prismsIn(mock.tmp)) seen.add(p.pid);
  expect(await mock.exited).toBe(0);
  expect([...seen].filter(alive)).toEqual([]);
  expect(prismsIn(mock.tmp)).toEqual([]);
  expect(mockFolders(mock.tmp)).toEqual([]);
}

describe('npm run mock', { timeout: 240_000 }, () => {
  test('a second start while one runs exits 2 naming the port in use, leaving no Prism and no temporary folder; SIGTERM then stops every Prism of the first and removes every temporary folder', async () => {
    // One mock that runs serves both tests: a second start beside it, then its own stop.
    const first = startMockProcess([...apiArgs, '--port', '0']);
    const ports = await first.ready;
    expect(ports, first.stderr()).toHaveLength(apiNames.length);
    // Only the APIs named with --api, in `apis:` order.
    expect([...first.stdout().matchAll(/^ {2}(\w+)\s+http:/gm)].map((m) => m[1])).toEqual(apiNames);
    expect(prismsIn(first.tmp)).toHaveLength(apiNames.length);
    expect(mockFolders(first.tmp)).toHaveLength(apiNames.length);
    const second = startMockProcess([...apiArgs, '--port', String(ports![0])]);
    expect(await second.exited).toBe(2);
    const named = /port (\d+) on 127\.0\.0\.1 is already in use/.exec(second.stderr());
    expect(named, second.stderr()).not.toBeNull();
    expect(ports).toContain(Number(named![1]));
    await until(
      () => prismsIn(second.tmp).length === 0,
      () => `Prisms of the second start still run: ${JSON.stringify(prismsIn(second.tmp))}`,
    );
    expect(mockFolders(second.tmp)).toEqual([]);
    // The first one still serves.
    expect((await fetch(`http://127.0.0.1:${ports![1]}/registry/metadata/v1/info`)).status).toBe(200);
    await stops(first, 'SIGTERM');
  });

  // SIGINT here, SIGTERM in the test above: each signal is seen stopping the mocks, and a stop while they start
  // is seen once (the two signals share one handler, src/mock/cli.ts).
  test('SIGINT while the mocks start stops every Prism and removes every temporary folder', async () => {
    const mock = startMockProcess([...apiArgs, '--port', '0']);
    await until(
      () => prismsIn(mock.tmp).length > 0,
      () => 'no Prism has started',
    );
    await stops(mock, 'SIGINT');
  });

  test('killing the npm that runs it stops the mock, every Prism, and removes every temporary folder', async () => {
    const mock = startMockProcess([...apiArgs, '--port', '0'], true);
    expect(await mock.ready, mock.stderr()).toHaveLength(apiNames.length);
    const below = descendantsOf(mock.child.pid!);
    const prismPids = prismsIn(mock.tmp).map((p) => p.pid);
    expect(prismPids).toHaveLength(apiNames.length);
    expect(below).toEqual(expect.arrayContaining(prismPids));
    mock.child.kill('SIGTERM');
    await mock.exited;
    await until(
      () => below.every((pid) => !alive(pid)),
      () => `processes below npm still run: ${below.filter(alive).join(', ')}`,
    );
    await until(
      () => mockFolders(mock.tmp).length === 0,
      () => `temporary folders left: ${mockFolders(mock.tmp).join(', ')}`,
    );
  });
});
