// `x-stability` as the contract model reads it: an operation's own class, else its document's
// (`info.x-stability`), else `internal`; the problems lint reports; and the classes of the repository's specs.
import { describe, expect, test } from 'vitest';
import {
  declaredStabilityOf,
  type JsonObject,
  lifecycleRows,
  listOperations,
  type SpecDocument,
  stabilityNote,
  stabilityProblems,
  stabilityValueProblems,
} from '@canton-openapi/contract';

const ok = { '200': { description: 'ok' } };

function spec(operations: Record<string, JsonObject>, info: JsonObject = {}): SpecDocument {
  const paths: JsonObject = {};
  for (const [path, operation] of Object.entries(operations)) paths[path] = { get: { responses: ok, ...operation } };
  return { api: 'scan', root: { openapi: '3.1.0', info: { title: 't', version: '0.9.0', ...info }, paths } };
}

describe('x-stability', () => {
  test('each operation carries its own class; without one it counts as internal (nothing promised that is not said)', () => {
    const doc = spec({
      '/a': { operationId: 'a', 'x-stability': 'external' },
      '/b': { operationId: 'b', 'x-stability': 'internal' },
      '/c': { operationId: 'c', 'x-stability': 'pre-alpha' },
      '/d': { operationId: 'd' },
      '/e': { operationId: 'e', 'x-stability': 'stable' },
    });
    expect(listOperations(doc).map((op) => [op.id, op.stability])).toEqual([
      ['a', 'external'],
      ['b', 'internal'],
      ['c', 'pre-alpha'],
      ['d', 'internal'],
      ['e', 'internal'],
    ]);
  });

  test("the document's info.x-stability applies to every operation that declares none, and an operation's own wins", () => {
    const doc = spec({ '/a': { operationId: 'a' }, '/b': { operationId: 'b', 'x-stability': 'internal' } }, { 'x-stability': 'external' });
    expect(listOperations(doc).map((op) => [op.id, op.stability])).toEqual([
      ['a', 'external'],
      ['b', 'internal'],
    ]);
    expect(stabilityProblems({}, doc.root)).toEqual([]);
  });

  test('what is declared: the own class, else the document default, else nothing (the differ tells undeclared from internal)', () => {
    const root = spec({}, { 'x-stability': 'external' }).root;
    expect(declaredStabilityOf({ 'x-stability': 'pre-alpha' }, root)).toBe('pre-alpha');
    expect(declaredStabilityOf({}, root)).toBe('external');
    expect(declaredStabilityOf({}, spec({}).root)).toBeUndefined();
  });

  test('operation rows of the release matrix carry the stability', () => {
    const doc = spec({ '/a': { operationId: 'a', 'x-stability': 'internal' } });
    expect(lifecycleRows(doc).map((row) => [row.name, row.stability])).toEqual([['a', 'internal']]);
  });

  test('problems: a missing class without a document default, an unknown class; none for a valid one', () => {
    const root = spec({}).root;
    expect(stabilityProblems({}, root)).toEqual([
      "needs `x-stability: external`, `internal` or `pre-alpha` (upstream's classification), or its document an `info.x-stability`: users must see whether upstream keeps it backwards compatible.",
    ]);
    expect(stabilityProblems({ 'x-stability': 'deprecated' }, root)).toEqual([
      '`x-stability` must be one of `external`, `internal`, `pre-alpha`; found "deprecated".',
    ]);
    expect(stabilityValueProblems('pre-alpha')).toEqual([]);
  });

  test('a note warns of internal and pre-alpha operations, none of external ones', () => {
    expect(stabilityNote('external')).toBeUndefined();
    expect(stabilityNote('internal')).toMatch(/no compatibility guarantee/);
    expect(stabilityNote('pre-alpha')).toMatch(/do not use in production/);
  });
});
