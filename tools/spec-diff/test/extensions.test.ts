// Every `x-` extension the specs use is decided in extensions.ts, contract or prose, and the lists name no key
// the specs do not use, but for the lifecycle vocabulary the contract model defines (a release line may have
// nothing removed): a new extension fails here until someone decides whether a change to it can break.
import { describe, expect, it } from 'vitest';
import { authBeforeEffectKey, deprecationKeys, effectKey, listApis, listChannels, releaseKeys } from '@canton-openapi/contract';
import { contractExtensions, proseExtensions } from '../extensions.ts';
import { loadSpec } from '../load.ts';

/** Keys whose values are data (examples, defaults, allowed values), not contract: their keys are not extensions. */
const dataKeys = new Set(['example', 'examples', 'default', 'const', 'enum']);

function extensionsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) extensionsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      else if (!dataKeys.has(key)) extensionsIn(child, found);
    }
  }
  return found;
}

describe('x- extensions', () => {
  it('decides every extension the specs use, and lists no other', { timeout: 60_000 }, async () => {
    const found = new Set<string>();
    for (const document of [...listApis(), ...listChannels()]) extensionsIn(await loadSpec(document.root), found);
    const vocabulary = new Set<string>([...releaseKeys, ...deprecationKeys, 'x-release-lines', effectKey, authBeforeEffectKey]);
    const listed = [...contractExtensions, ...proseExtensions];
    expect([...found].filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !found.has(key) && !vocabulary.has(key))).toEqual([]);
  });
});
