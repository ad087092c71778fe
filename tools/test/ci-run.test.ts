// `.ci/run`, what CI runs on a clean clone: the README's test command with Nx's cache off. Nx keeps a
// machine-wide cache, so without NX_SKIP_NX_CACHE a fresh clone on a machine that ran the tests before
// replays earlier results, and CI would pass on code it never tested.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';

const script = readFileSync(join(repoRoot, '.ci', 'run'), 'utf8');
const lines = script.split('\n').map((line) => line.trim());
/** The index of the first line that runs `command`. */
const lineOf = (command: RegExp) => lines.findIndex((line) => command.test(line));

describe('.ci/run', { timeout: 60_000 }, () => {
  it('runs `npm ci` then the README test command, `npm test`', () => {
    expect(lineOf(/^npm ci\b/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(/^npm test$/)).toBeGreaterThan(lineOf(/^npm ci\b/));
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain('```sh\nnpm test\n```');
  });

  it('exports NX_SKIP_NX_CACHE=true before any npm command, so every Nx target runs', () => {
    // Run the script's lines before its first npm command in bash and read the environment they leave.
    const setUp = lines.slice(0, lineOf(/^npm /)).filter((line) => !line.startsWith('cd '));
    const result = spawnSync('bash', ['-c', `${setUp.join('\n')}\nenv`], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    expect(result.status).toBe(0);
    const env = new Map(result.stdout.split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
    expect(env.get('NX_SKIP_NX_CACHE')).toBe('true');
    expect(env.get('NX_DAEMON')).toBe('false');
  });
});
