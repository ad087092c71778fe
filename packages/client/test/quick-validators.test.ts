// `validate: true` runs the quick validators on every body and the full ones (every error) only on a
// body the quick one rejects, so the two must agree on every body. They are compared here on every
// documented example and the wire corpus, each also mutated: a key dropped, a key added, a leaf of
// another type, a one-key union's key renamed or doubled.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ValidatorTable } from '../src/core/validation.ts';
import { transactionList } from './support/update-lists.ts';
import { type Api, apis, specOperations } from './support/spec.ts';

type Generated = { validators: ValidatorTable; quickValidators: ValidatorTable };
/** The generated validators of each API (`src/generated/<api>-validators.gen.js`). */
const modules = new Map<Api, Generated>(
  await Promise.all(apis.map(async (api) => [api, (await import(`../src/generated/${api}-validators.gen.js`)) as Generated] as const)),
);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `value` and copies of it each changed in one place (at most `limit` of them, spread over the value). */
function mutants(value: unknown, limit = 60): unknown[] {
  const out: unknown[] = [value];
  const places: { path: (string | number)[]; node: unknown }[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    places.push({ path, node });
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...path, i]));
    else if (isRecord(node)) for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
  };
  walk(value, []);
  const step = Math.max(1, Math.floor(places.length / limit));
  const at = (root: unknown, path: (string | number)[], change: (node: unknown) => unknown): unknown => {
    if (path.length === 0) return change(root);
    const copy = Array.isArray(root) ? [...root] : { ...(root as Record<string, unknown>) };
    const [head, ...rest] = path;
    (copy as Record<string | number, unknown>)[head!] = at((root as Record<string | number, unknown>)[head!], rest, change);
    return copy;
  };
  for (let i = 0; i < places.length; i += step) {
    const { path, node } = places[i]!;
    if (isRecord(node)) {
      const keys = Object.keys(node);
      out.push(at(value, path, (n) => ({ ...(n as object), unexpected: 1 })));
      if (keys.length > 0) {
        out.push(at(value, path, (n) => Object.fromEntries(Object.entries(n as object).slice(1))));
        // A one-key union's key renamed to another, and doubled.
        out.push(at(value, path, (n) => Object.fromEntries(Object.entries(n as object).map(([k, v], j) => [j === 0 ? `${k}X` : k, v]))));
        out.push(at(value, path, (n) => ({ ...(n as object), [`${keys[0]}2`]: (n as Record<string, unknown>)[keys[0]!] })));
      }
    } else if (!Array.isArray(node)) {
      out.push(at(value, path, (n) => (typeof n === 'string' ? 7 : typeof n === 'number' ? 'seven' : 'x')));
      out.push(at(value, path, () => null));
    } else out.push(at(value, path, () => ({})));
  }
  return out;
}

const corpusDir = new URL('../../../specs/wire-corpus/', import.meta.url);
const corpusBodies = (api: Api) =>
  readdirSync(new URL(`${api}/`, corpusDir))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => parse(readFileSync(new URL(`${api}/${f}`, corpusDir), 'utf8')) as { kind: string; operation: string; status?: number; body?: unknown })
    .filter((c) => c.kind === 'response' && c.body !== undefined);

describe('the quick validators agree with the full ones', () => {
  for (const api of apis) {
    it(`${api}: on every documented example and wire-corpus body, and their mutants`, () => {
      const { validators, quickValidators } = modules.get(api)!;
      const bodies: { operation: string; status: string; body: unknown }[] = [];
      for (const op of specOperations(api)) {
        for (const { status, contents } of op.responses) {
          for (const m of contents) for (const example of m.examples) bodies.push({ operation: op.id, status, body: example.value });
        }
      }
      for (const c of corpusBodies(api)) bodies.push({ operation: c.operation, status: String(c.status ?? 200), body: c.body });
      if (api === 'ledger') bodies.push({ operation: 'postV2Updates', status: '200', body: JSON.parse(transactionList('5')) });
      let compared = 0;
      let rejected = 0;
      for (const { operation, status, body } of bodies) {
        const full = validators[operation]?.[status];
        const quick = quickValidators[operation]?.[status];
        if (full === undefined) continue;
        expect(quick, `${operation} ${status}`).toBeDefined();
        for (const mutant of mutants(body)) {
          const verdict = full(mutant);
          expect(quick!(mutant), `${operation} ${status}: ${JSON.stringify(mutant).slice(0, 300)}`).toBe(verdict);
          compared++;
          if (!verdict) rejected++;
        }
      }
      // Both verdicts occur, many times: the comparison covers passing and failing bodies.
      expect(compared - rejected).toBeGreaterThan(20);
      expect(rejected).toBeGreaterThan(100);
    });
  }
});
