// Ctrl-C stops the run and every Prism mock the CLI started, and says the run is incomplete (exit 2).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { cliPath } from './support/cli.ts';
import { alive, prisms, processTable } from './support/processes.ts';

// Two APIs, each with a mock of its own: the two smallest, as the test is about the signal, not about an API.
const apiNames = ['registry', 'validator'];

test('SIGINT during a run against Prism: the mocks are stopped and the CLI exits 2', async () => {
  const child = spawn(process.execPath, [cliPath, ...apiNames.flatMap((api) => ['--api', api])], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  // The CLI says when it starts each API's mock (its progress in CI); each then gets a Prism of its own.
  const starting = new Promise<void>((done) =>
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
      if (apiNames.every((api) => stderr.includes(`${api}: starting a Prism mock`))) done();
    }),
  );
  await Promise.race([starting, exited]);
  const pid = child.pid ?? 0;
  let mocks: number[] = [];
  // A Prism is a process from its start until it is stopped: each API's is there before any run could end.
  while (mocks.length < apiNames.length && child.exitCode === null) {
    mocks = prisms(processTable())
      .filter((p) => p.ppid === pid)
      .map((p) => p.pid);
    if (mocks.length < apiNames.length) await sleep(50);
  }
  expect(mocks).toHaveLength(apiNames.length);
  child.kill('SIGINT');
  expect(await exited).toBe(2);
  expect(stderr).toContain('interrupted: stopping requests and mock servers');
  expect(mocks.filter(alive)).toEqual([]);
});
