// Runs the built CLI as a child process and collects what it prints.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ConformanceReport } from '../../src/report/model.ts';

export const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `canton-conformance args…`; kills it (and fails) if it outlives `limitMs`. */
export async function runCli(args: string[], limitMs = 60_000, env: Record<string, string> = {}): Promise<CliRun> {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: build the package first (npm run build -w @canton-openapi/conformance)`);
  const started = Date.now();
  const child = spawn(process.execPath, [cliPath, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const code = await new Promise<number | null>((done) => child.once('close', (c) => done(c)));
  clearTimeout(timer);
  return { code, stdout, stderr, ms: Date.now() - started };
}

/** Runs the CLI with `--report json` and parses the report. */
export async function runCliJson(args: string[], limitMs?: number, env?: Record<string, string>): Promise<CliRun & { report: ConformanceReport }> {
  const run = await runCli([...args, '--report', 'json'], limitMs, env);
  let report: ConformanceReport;
  try {
    report = JSON.parse(run.stdout) as ConformanceReport;
  } catch {
    throw new Error(`the CLI did not print a JSON report (exit ${run.code}):\n${run.stdout.slice(0, 2000)}\n${run.stderr.slice(0, 2000)}`);
  }
  return { ...run, report };
}
