// Ctrl-C stops the run and every Prism mock the CLI started, and says the run is incomplete (exit 2).
import { execFileSync, spawn } from 'node:child_process';
import { expect, test } from 'vitest';
import { apiNames } from '../src/apis.ts';
import { cliPath } from './support/cli.ts';

function prismChildrenOf(pid: number): number[] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' });
  return table
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && Number(m[2]) === pid && (m[3] ?? '').includes('prism-cli'))
    .map((m) => Number(m[1]));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('SIGINT during a run against Prism: the mocks are stopped and the CLI exits 2', async () => {
  const child = spawn(process.execPath, [cliPath, ...apiNames.flatMap((api) => ['--api', api])], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  const pid = child.pid ?? 0;
  let mocks: number[] = [];
  for (let tries = 0; mocks.length < 3 && tries < 200 && child.exitCode === null; tries++) {
    mocks = prismChildrenOf(pid);
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(mocks).toHaveLength(3);
  child.kill('SIGINT');
  expect(await exited).toBe(2);
  expect(stderr).toContain('interrupted: stopping requests and mock servers');
  expect(mocks.filter(alive)).toEqual([]);
});
