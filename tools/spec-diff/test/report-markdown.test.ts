// The Markdown review on inputs a scratch repository does not easily make: thousands of changes (GitHub
// refuses comments over 65,536 characters) and messages that would break a table; and where a change is said to be.
import { describe, expect, it } from 'vitest';
import type { Change } from '../change.ts';
import { formatMarkdown, reviewMarker, type SpecReview } from '../report-markdown.ts';
import { relativeLocation } from '../report.ts';

const packages = ['@canton-openapi/client', '@canton-openapi/conformance', '@canton-openapi/types'];

function change(i: number, breaking: boolean, message = `property p${i} changed`): Change {
  return {
    api: 'ledger',
    operation: 'POST /v2/updates',
    operationId: 'postV2Updates',
    pointer: `/paths/~1v2~1updates/post/responses/200/content/application~1json/schema/properties/p${i}`,
    kind: breaking ? 'property-removed' : 'property-added',
    breaking,
    message,
  };
}

function review(changes: Change[]): SpecReview {
  return {
    base: { ref: 'origin/main', commit: 'a'.repeat(40), source: 'GITHUB_BASE_REF' },
    changes,
    packages,
    changesets: [],
    missing: ['A changeset with a major bump for all.'],
  };
}

describe('formatMarkdown', () => {
  it("stays under GitHub's comment limit with thousands of changes, keeping breaking ones and saying how many are left out", () => {
    const changes = [...Array.from({ length: 300 }, (_, i) => change(i, true)), ...Array.from({ length: 3000 }, (_, i) => change(1000 + i, false))];
    const markdown = formatMarkdown(review(changes));
    expect(markdown.length).toBeLessThan(65_536);
    expect(markdown.startsWith(reviewMarker)).toBe(true);
    expect(markdown).toContain('## Spec review: 300 breaking changes, 3000 non-breaking');
    const rows = markdown.split('\n').filter((l) => l.startsWith('| ledger |'));
    expect(rows.filter((r) => r.includes('**property-removed**'))).toHaveLength(300);
    const listed = rows.length;
    expect(markdown).toContain(
      `…and ${3300 - listed} more changes not listed here (the comment has a size limit). All of them: \`npm run spec:diff -- --base aaaaaaaaaaaa\`.`,
    );
  });

  it('with thousands of changes the releases section still fits: its summary line, the matrices left to spec:diff --json', () => {
    const changes = Array.from({ length: 3000 }, (_, i) => change(i, false));
    const columns = [{ label: '3.5', release: '3.5.0', line: '3.5' }];
    const rows = Array.from({ length: 50 }, (_, i) => ({
      kind: 'operation' as const,
      key: `GET /${i}`,
      name: `op${i}`,
      cells: ['served' as const],
      status: 'same' as const,
    }));
    const releases = [{ api: 'ledger', lines: ['3.5'], newLines: [], columns, rows, changed: false }];
    const markdown = formatMarkdown({ ...review(changes), releases });
    expect(markdown.length).toBeLessThan(65_536);
    expect(markdown).toContain(
      '### Releases\n\nNo change to which releases serve what (ledger 3.5).\n\nEvery matrix as data: `npm run spec:diff -- --base aaaaaaaaaaaa --json` (`releases`).',
    );
    expect(markdown).not.toContain('<details>');
  });

  it('keeps the table whole when a message holds pipes, line breaks, backticks and HTML', () => {
    const markdown = formatMarkdown(review([change(1, true, 'type `string|null` → `integer`\nsee <details>')]));
    const row = markdown.split('\n').find((l) => l.startsWith('| ledger |')) ?? '';
    expect(row).toContain('**property-removed**: type `string\\|null` → `integer` see &lt;details&gt;');
    expect(row.replaceAll('\\|', '').split('|').length - 2).toBe(5);
  });
});

describe('formatMarkdown: breaking changes to operations without upstream compatibility promise', () => {
  const internal = (i: number): Change => ({
    ...change(i, true),
    api: 'scan',
    operation: 'GET /v0/featured-apps/{provider_party_id}',
    operationId: 'lookupFeaturedAppRight',
    stability: 'internal',
    exempt: true,
  });

  it('lists them in a section of their own that asks for a changeset naming them, not a major', () => {
    const markdown = formatMarkdown({ ...review([internal(1), change(2, true)]), missing: [] });
    expect(markdown).toContain('## Spec review: 2 breaking changes, 0 non-breaking');
    expect(markdown).toContain('### Breaking (1)');
    expect(markdown).toContain('### Breaking, without upstream compatibility promise (1)');
    const row = markdown.split('\n').find((l) => l.startsWith('| scan |')) ?? '';
    expect(row).toContain('lookupFeaturedAppRight');
    expect(row.endsWith('| changeset naming it |')).toBe(true);
  });

  it('says the branch declares them when only such changes break and nothing is missing', () => {
    const markdown = formatMarkdown({ ...review([internal(1)]), missing: [] });
    expect(markdown).toContain('> **This breaks users of operations upstream promises nothing about.** Each is named in a changeset.');
    expect(markdown).not.toContain('### Breaking (');
  });
});

describe('relativeLocation', () => {
  const at = (operation: string | undefined, pointer: string): string =>
    relativeLocation({ api: 'ledger', ...(operation === undefined ? {} : { operation }), pointer, kind: 'removal-changed', breaking: false, message: '' });

  it('gives the path below the operation or channel, and the whole pointer of what lies elsewhere', () => {
    expect(at('POST /v2/updates', '/paths/~1v2~1updates/post/x-pagination/iterator')).toBe('x-pagination/iterator');
    expect(at('WS /v2/updates/flats', '/channels/~1v2~1updates~1flats/x-removed-in')).toBe('x-removed-in');
    expect(at('WS /v2/updates', '/components/messages/JsCantonError/x-error-frame')).toBe('components/messages/JsCantonError/x-error-frame');
    expect(at('GET /orders/{id}', '/paths/~1orders~1{id}/parameters/0')).toBe('paths/[/orders/{id}]/parameters/0');
    expect(at(undefined, '/components/securitySchemes')).toBe('components/securitySchemes');
  });
});
