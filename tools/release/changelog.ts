// The CHANGELOG lines `changeset version` writes (`.changeset/config.json` `changelog`): each changeset's
// sentence after the commit that added it, as @changesets/changelog-git writes them, and the internal
// dependencies a release updated on one line — not one "Updated dependencies" line per changeset.
import gitChangelog from '@changesets/changelog-git';
import type { ChangelogFunctions } from '@changesets/types';

const changelog: ChangelogFunctions = {
  getReleaseLine: gitChangelog.getReleaseLine,
  getDependencyReleaseLine: (_changesets, dependenciesUpdated) =>
    dependenciesUpdated.length === 0 ? '' : `- Updated dependencies: ${dependenciesUpdated.map((d) => `${d.name}@${d.newVersion}`).join(', ')}`,
};

export default changelog;
