// Proof that `npx @canton-openapi/conformance --api scan --base-url …` works for a user of the packed
// package: a Prism mock of Scan is started from the installed tarball in a process of its own (the
// checks below run synchronously), then the package is run by its name, as the README tells users to,
// and the installed CLI on Node 22, the oldest Node it supports with --base-url.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { node22Path } from '../../node22/index.ts';
import type { RunResult } from './scratch.ts';

const mockScript = `
const { startMock } = await import(${JSON.stringify('@canton-openapi/conformance')});
const mock = await startMock('scan');
const stop = async () => { await mock.close(); process.exit(0); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(mock.baseUrl);
`;

/** A Scan mock started by `startMock` of the `@canton-openapi/conformance` that `cwd` resolves, in a process of its own. */
export async function startScanMock(cwd: string, env: NodeJS.ProcessEnv): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', mockScript], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('http'));
      if (line !== undefined) resolve(line.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the Scan mock exited with ${code} before it started: ${output.trim()}`)));
  });
  return { baseUrl, stop };
}

/**
 * Runs `npx @canton-openapi/conformance --api scan --base-url <mock> --prism` in `consumer`, then the
 * installed CLI on Node 22; `exec` runs a command there.
 */
export async function npxConformanceProof(
  consumer: string,
  env: NodeJS.ProcessEnv,
  exec: (command: string, args: string[], cwd: string) => RunResult,
): Promise<{ command: string; args: string[]; result: RunResult }[]> {
  const mock = await startScanMock(consumer, env);
  try {
    const check = ['--api', 'scan', '--base-url', mock.baseUrl, '--prism'];
    const byName = ['--no-install', '@canton-openapi/conformance', ...check];
    // The oldest Node line the package supports with --base-url (its engines say >=22): the registry's Node 22 of node22/.
    const onNode22 = [join(consumer, 'node_modules', '@canton-openapi', 'conformance', 'dist', 'cli.js'), ...check];
    return [
      { command: 'npx', args: byName, result: exec('npx', byName, consumer) },
      { command: 'node22', args: onNode22, result: exec(node22Path, onNode22, consumer) },
    ];
  } finally {
    await mock.stop();
  }
}
