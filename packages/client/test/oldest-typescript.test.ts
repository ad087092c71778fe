// The README says the client needs TypeScript 5.4 or newer: the registry's TypeScript 5.4, which
// `npm ci` installs in typescript-oldest/, type-checks every README example (and the `targets` checks of
// oldest-typescript/targets.ts) against the built declarations (dist/, as a user resolves them), strict and with skipLibCheck: false
// (every declaration file but TypeScript's own lib files, which do not depend on the client). Older
// TypeScript fails on openapi-fetch's own declarations, which the client's refer to.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { oldestTsc, oldestTypeScript } from '../../../typescript-oldest/index.ts';

const packageDir = resolve(import.meta.dirname, '..');

describe('the oldest TypeScript the client supports', () => {
  it('is the one the README names', () => {
    const [major, minor] = oldestTypeScript.split('.');
    expect(readFileSync(resolve(packageDir, 'README.md'), 'utf8')).toContain(`TypeScript ${major}.${minor} or newer`);
  });

  // A bound that finds a hung compiler, not a slow machine: one tsc over every example took over 120 s on 2 cores
  // shared with a dozen other processes.
  it('type-checks every example and the targets checks against dist/, strict, skipLibCheck: false', { timeout: 600_000 }, () => {
    const { status, output } = oldestTsc(['-p', resolve(import.meta.dirname, 'oldest-typescript')], packageDir);
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
