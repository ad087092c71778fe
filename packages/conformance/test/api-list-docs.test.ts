// The prose that names the APIs a user may pass — the README's `--api` option and action `api` input rows,
// and the action's `api` input description — checked against the API list generated from redocly.yaml
// `apis:` (src/generated/apis.gen.ts), so a fourth API cannot leave them stale; and the README's counts of
// writes and its ports of `npm run mock -- --scans 4`, against the bundled specs and the mock's port allocation.
import { readFileSync } from 'node:fs';
import { listOperations } from '@canton-openapi/contract';
import { describe, expect, test } from 'vitest';
import { apiNameList, apiNames } from '../src/apis.ts';
import { loadSpec } from '../src/load-spec.ts';
import { mockSlots } from '../src/mock/ports.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const actionYml = readFileSync(new URL('../action.yml', import.meta.url), 'utf8');
const choices = [...apiNames, 'all'];

/** The README table row whose first cell starts with `first`. */
function row(first: string): string {
  const rows = readme.split('\n').filter((line) => line.startsWith(`| ${first}`));
  expect(rows, `one README table row starting with '| ${first}'`).toHaveLength(1);
  return rows[0]!;
}

describe('README and action.yml name every API, and all', () => {
  test('the CLI options table: `--api` takes each API name or all', () => {
    const option = /^\| `--api ([^`]+)` \|/.exec(row('`--api '))?.[1];
    expect(option?.split('\\|')).toEqual(choices);
  });

  test("the action inputs table: `api` is each API name or all, in the table's own words", () => {
    const meaning = row('`api` |').split('|')[2] ?? '';
    const named = [...(meaning.split('(required)')[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(named).toEqual(choices);
  });

  test("action.yml: the `api` input's description lists each API name and all", () => {
    const description = /\n {2}api:\n {4}description: '([^']*)'/.exec(actionYml)?.[1] ?? '';
    expect(description).toContain(`(${apiNameList('or')}), or all: every API`);
  });
});

describe('README facts the code decides', () => {
  test('"Read-only by default" counts the writes of each API as the bundled specs mark them (x-effect: write)', async () => {
    const sentence = /the specs mark as writes \(`x-effect: write`\)\s+([^.]+)\./.exec(readme)?.[1] ?? '';
    const stated = Object.fromEntries([...sentence.matchAll(/(\d+) (?:operations )?of (?:the )?(\w+)/g)].map((m) => [m[2]!.toLowerCase(), Number(m[1])]));
    const counted: Record<string, number> = {};
    for (const api of apiNames) counted[api] = listOperations(await loadSpec(api)).filter((op) => op.effect === 'write').length;
    expect(stated).toEqual(counted);
  });

  test('the ports of `npm run mock -- --scans 4` are those the mock CLI allocates to its Scans', () => {
    const sentence = /`npm run mock -- --scans 4` starts four Scan mocks \(ports ([^)]+)\)/.exec(readme)?.[1] ?? '';
    const stated = [...sentence.matchAll(/\d+/g)].map((m) => Number(m[0]));
    const allocated = mockSlots(apiNames, 4, undefined)
      .filter((slot) => slot.api === 'scan')
      .map((slot) => slot.port);
    expect(stated).toEqual(allocated);
  });
});
