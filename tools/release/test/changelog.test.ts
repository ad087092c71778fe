// The CHANGELOG lines: a changeset's sentence after its commit, and one line for updated internal dependencies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModCompWithPackage, NewChangesetWithCommit } from '@changesets/types';
import { expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';
import changelog from '../changelog.ts';

const changeset: NewChangesetWithCommit = {
  id: 'ledger-400',
  summary: 'ledger `postV2Updates`: the 400 is typed.',
  releases: [{ name: '@canton-openapi/types', type: 'minor' }],
  commit: '447c7b68b88b4638b42b090ac53aa08aa2b66e88',
};
const updated = (name: string, newVersion: string) => ({ name, newVersion }) as ModCompWithPackage;

it('is the changelog .changeset/config.json names', () => {
  const config = JSON.parse(readFileSync(join(repoRoot, '.changeset/config.json'), 'utf8')) as { changelog: string };
  expect(join(repoRoot, '.changeset', config.changelog)).toBe(join(repoRoot, 'tools/release/changelog.ts'));
});

it('writes each changeset as its sentence after the short commit', async () => {
  expect(await changelog.getReleaseLine(changeset, 'minor', null)).toBe('- 447c7b6: ledger `postV2Updates`: the 400 is typed.');
});

it('names every updated internal dependency on one line, and writes nothing when there is none', async () => {
  expect(
    await changelog.getDependencyReleaseLine(
      [changeset, { ...changeset, id: 'other' }],
      [updated('@canton-openapi/types', '0.2.0'), updated('@canton-openapi/client', '0.2.0')],
      null,
    ),
  ).toBe('- Updated dependencies: @canton-openapi/types@0.2.0, @canton-openapi/client@0.2.0');
  expect(await changelog.getDependencyReleaseLine([changeset], [], null)).toBe('');
});
