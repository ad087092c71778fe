// The `x-server-check` records as the model reads them: a rule enforced from a release on (`since`) and
// whether a server of a given release enforces it.
import { describe, expect, it } from 'vitest';
import { enforcedAt, serverCheckOf } from '@canton-openapi/contract';

const maxItems = (record: Record<string, unknown>) => serverCheckOf({ maxItems: 1000, 'x-server-check': { maxItems: record } }, 'maxItems');

describe('x-server-check per release', () => {
  it('reads `since` on an enforced rule, and ignores it on an unenforced one or when it is no release', () => {
    expect(maxItems({ enforced: true, since: '0.9.0', evidence: 'Handler.scala: 400' })).toEqual({
      enforced: true,
      since: '0.9.0',
      evidence: 'Handler.scala: 400',
    });
    expect(maxItems({ enforced: false, since: '0.9.0', evidence: 'Handler.scala: 400' })).toEqual({ enforced: false, evidence: 'Handler.scala: 400' });
    expect(maxItems({ enforced: true, since: '0.9', evidence: 'Handler.scala: 400' })).toEqual({ enforced: true, evidence: 'Handler.scala: 400' });
  });

  it.each([
    [undefined, '0.8.4', true],
    ['0.9.0', '0.9.0', true],
    ['0.9.0', '0.9.1', true],
    ['0.9.0', '0.8.4', false],
    ['0.9.0', '0.9.0-snapshot.20261001.1.0.vabc', false],
    ['0.9.0', undefined, undefined],
    ['0.9.0', 'unknown', undefined],
  ])('enforced since %s, at release %s: %s', (since, release, expected) => {
    expect(enforcedAt({ enforced: true, ...(since === undefined ? {} : { since }) }, release)).toBe(expected);
  });

  it('an unenforced rule is unenforced at every release, and when the release is unknown', () => {
    expect(enforcedAt({ enforced: false }, '0.9.0')).toBe(false);
    expect(enforcedAt({ enforced: false }, undefined)).toBe(false);
  });
});
