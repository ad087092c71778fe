// The table of operations of specs/README.md (operations-table.ts): each API's operations by tag with the
// releases they came or go in, as the contract model reads them, written between the README's markers.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { lifecycleOf, specDocument } from '@canton-openapi/contract';
import { specsReadme, tableApis } from '../generate-operations-table.ts';
import { operationNote, operationsCell, readmeWithOperations, releaseNote, stabilityCell, tableBegin, tableEnd } from '../operations-table.ts';

const op = (id: string, tags: string[], extra: Record<string, unknown> = {}) => ({
  operationId: id,
  tags,
  responses: { '200': { description: 'ok' } },
  ...extra,
});

/** A document holding for servers from 3.5.1 on, whose operations are added, deprecated, disabled and removed in releases. */
const doc = specDocument('demo', {
  openapi: '3.1.0',
  info: { title: 'Demo', version: '3.6.1', 'x-minimum-server-version': '3.5.1', 'x-stability': 'external' },
  paths: {
    '/flats': { post: op('listFlats', ['updates'], { deprecated: true, 'x-deprecated-in': '3.4.0', 'x-disabled-in': '3.6.1' }) },
    '/version': { get: op('getVersion', ['version']) },
    '/updates': { post: op('listUpdates', ['updates'], { 'x-added-in': '3.5.1' }), get: op('getUpdate', ['updates', 'reads'], { 'x-added-in': '3.5.7' }) },
  },
});

describe('releaseNote', () => {
  test.each([
    [{}, ''],
    [{ 'x-added-in': '3.5.7' }, ' (from 3.5.7)'],
    [{ 'x-added-in': '3.5.1' }, ''],
    [{ 'x-added-in': '3.4.0' }, ''],
    [{ deprecated: true }, ' (deprecated)'],
    [{ deprecated: true, 'x-deprecated-in': '3.4.0', 'x-disabled-in': '3.6.1' }, ' (deprecated; disabled by default from 3.6.1)'],
    [{ deprecated: true, 'x-deprecated-in': '3.5.4', 'x-removed-in': '3.6.1' }, ' (deprecated in 3.5.4; removed in 3.6.1)'],
    [{ deprecated: true, 'x-added-in': '3.5.2', 'x-deprecated-in': '3.5.4' }, ' (from 3.5.2; deprecated in 3.5.4)'],
  ])('%o, for servers from 3.5.1 on: %j', (keys, note) => {
    expect(releaseNote(lifecycleOf(keys), '3.5.1')).toBe(note);
  });

  test('names every release when the document names no oldest server', () => {
    expect(releaseNote(lifecycleOf({ 'x-added-in': '0.1.0' }))).toBe(' (from 0.1.0)');
  });
});

describe('the table', () => {
  test('groups the operations by their first tag, in the order the groups first appear (methods in OpenAPI order), each with its note', () => {
    expect(operationsCell(doc)).toBe(
      'updates: `listFlats` (deprecated; disabled by default from 3.6.1), `getUpdate` (from 3.5.7), `listUpdates`; version: `getVersion`',
    );
  });

  test('an operation without upstream promise says its class first; the stability column counts classes unless one holds for all', () => {
    expect(operationNote({ stability: 'internal', lifecycle: lifecycleOf({ 'x-added-in': '3.5.7' }) }, '3.5.1')).toBe(' (internal; from 3.5.7)');
    expect(operationNote({ stability: 'pre-alpha', lifecycle: lifecycleOf({}) })).toBe(' (pre-alpha)');
    expect(operationNote({ stability: 'external', lifecycle: lifecycleOf({}) })).toBe('');
    const scan = specDocument('scan', {
      openapi: '3.1.0',
      info: { title: 'Scan', version: '0.9.0' },
      paths: {
        '/votes': { post: op('listVotes', ['votes'], { 'x-stability': 'internal' }) },
        '/scans': { get: op('listScans', ['dso'], { 'x-stability': 'external' }) },
        '/bulk': { get: op('getBulk', ['bulk'], { 'x-stability': 'pre-alpha' }) },
        '/totals': { get: op('getTotals', ['rewards'], { 'x-stability': 'internal' }) },
      },
    });
    expect(stabilityCell(scan)).toBe('external: 1, internal: 2, pre-alpha: 1');
    expect(operationsCell(scan)).toBe('votes: `listVotes` (internal); dso: `listScans`; bulk: `getBulk` (pre-alpha); rewards: `getTotals` (internal)');
    expect(stabilityCell(doc)).toBe('external (every operation, `info.x-stability`)');
  });

  test('is written between its markers, the rest of the README kept; without them it names them', () => {
    const readme = `# specs\n\n${tableBegin}\nstale\n${tableEnd}\n\nprose\n`;
    const written = readmeWithOperations(readme, [{ name: 'demo', root: 'demo/openapi.yaml', doc }]);
    expect(written).toBe(
      [
        '# specs',
        '',
        tableBegin,
        '',
        '| API | Root document | Stability | Operations |',
        '|---|---|---|---|',
        `| \`demo\` | \`demo/openapi.yaml\` | external (every operation, \`info.x-stability\`) | ${operationsCell(doc)} |`,
        '',
        tableEnd,
        '',
        'prose',
        '',
      ].join('\n'),
    );
    expect(readmeWithOperations(written, [{ name: 'demo', root: 'demo/openapi.yaml', doc }])).toBe(written);
    expect(() => readmeWithOperations('# specs\n', [])).toThrow(`specs/README.md: the table of operations must stand between "${tableBegin}"`);
  });

  test("specs/README.md's table is the one the bundled specs give (else run `npm run generate`)", async () => {
    const readme = readFileSync(specsReadme, 'utf8');
    expect(readme, "specs/README.md's table of operations differs from the specs: run `npm run generate`").toBe(
      readmeWithOperations(readme, await tableApis()),
    );
  });
});
