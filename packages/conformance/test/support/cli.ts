// Runs the built CLI as a child process and collects what it prints.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import type { ConformanceReport } from '../../src/report/model.ts';
import { localDeadlineMs } from './local-run.ts';

export const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `canton-conformance args…` with `env` added to this process's environment. No clock limits it: a CLI that
 * hangs fails its test at the test's timeout, and is killed when the test ends. The servers it checks are on this
 * machine, so its requests wait {@link localDeadlineMs} unless `args` name a `--timeout`.
 */
export async function runCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: build the package first (npm run build -w @canton-openapi/conformance)`);
  const deadline = args.includes('--timeout') ? [] : ['--timeout', String(localDeadlineMs)];
  const child = spawn(process.execPath, [cliPath, ...args, ...deadline], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  killWhenTestEnds(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((done) => child.once('close', (c) => done(c)));
  return { code, stdout, stderr };
}

/**
 * Kills `child` when the running test ends. Outside a test (a `beforeAll` hook) there is none to end: vitest
 * refuses the hook, and the run waits for the child itself.
 */
function killWhenTestEnds(child: ChildProcess): void {
  try {
    onTestFinished(() => void child.kill('SIGKILL'));
  } catch {
    // Not inside a test.
  }
}

/** Runs the CLI with `--report json` and parses the report. */
export async function runCliJson(args: string[], env?: Record<string, string>): Promise<CliRun & { report: ConformanceReport }> {
  const run = await runCli([...args, '--report', 'json'], env);
  let report: ConformanceReport;
  try {
    report = JSON.parse(run.stdout) as ConformanceReport;
  } catch {
    throw new Error(`the CLI did not print a JSON report (exit ${run.code}):\n${run.stdout.slice(0, 2000)}\n${run.stderr.slice(0, 2000)}`);
  }
  return { ...run, report };
}
