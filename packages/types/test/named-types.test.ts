// Every component schema of every spec is exported under its name from its API module, as exactly
// `components['schemas'][name]`; with `<'bigint'>`, as a bigint-mode client returns it: the same type
// where the schema holds no int64 field (by the client's own int64 shapes), another where it does.
// The list of names is read from the shipped spec, not written here.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { atPointer, int64Shape, isInt64, isObject, listApis, type SpecDocument, specDocument, walkDocument } from '@canton-openapi/contract';
import { compilerOptions } from './support/deprecations.ts';
import { typecheck } from './support/typecheck.ts';

const packageDir = resolve(import.meta.dirname, '..');
const apis = listApis().map((api) => api.name);

function readSpec(api: string): SpecDocument {
  return specDocument(api, JSON.parse(readFileSync(resolve(packageDir, `src/generated/${api}.openapi.json`), 'utf8')));
}

function schemaNames(api: string): string[] {
  const schemas = atPointer(readSpec(api).root, '/components/schemas');
  return isObject(schemas) ? Object.keys(schemas) : [];
}

/** Whether some component schema of the spec declares an int64 integer anywhere inside it. */
function declaresInt64(api: string): boolean {
  let found = false;
  walkDocument(
    readSpec(api).root,
    (node, pointer, kind) => {
      if (kind === 'schema' && pointer.startsWith('/components/schemas/') && isInt64(node)) found = true;
    },
    '',
  );
  return found;
}

test('some spec declares int64 fields, or the bigint test below would prove nothing', () => {
  expect(apis.some(declaresInt64)).toBe(true);
});

/** The probe of each test below, by file: each asks tsc whether the named types are what the test says. */
const probes = new Map<string, string>();
const same = 'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;';
for (const api of apis) {
  const names = schemaNames(api);
  probes.set(
    resolve(packageDir, `test/named-${api}-probe.ts`),
    [
      `import type * as api from '@canton-openapi/types/${api}';`,
      same,
      ...names.map((name, i) => `export const same${i}: Same<api.${name}, api.components['schemas']['${name}']> = true;`),
    ].join('\n'),
  );
  const spec = readSpec(api);
  const withInt64 = names.filter((name) => int64Shape(spec, { $ref: `#/components/schemas/${name}` }, name) !== undefined);
  probes.set(
    resolve(packageDir, `test/named-${api}-bigint-probe.ts`),
    [
      `import type * as api from '@canton-openapi/types/${api}';`,
      same,
      ...names.map((name, i) => `export const same${i}: Same<api.${name}<'bigint'>, api.${name}> = ${!withInt64.includes(name)};`),
      // Both modes at once are either.
      ...names.map((name, i) => `export const either${i}: Same<api.${name}<api.Int64Mode>, api.${name} | api.${name}<'bigint'>> = true;`),
    ].join('\n'),
  );
}

/** The errors of every probe, from one TypeScript program (compiled at the first test that asks), by probe file. */
let errorsByProbe: Map<string, string[]> | undefined;
function probeErrors(probe: string): string[] {
  if (errorsByProbe === undefined) {
    const errors = typecheck(probes, compilerOptions(resolve(packageDir, 'tsconfig.json')));
    const unplaced = errors.filter((e) => ![...probes.keys()].some((file) => e.startsWith(`${relative(process.cwd(), file)}:`)));
    errorsByProbe = new Map(
      [...probes.keys()].map((file) => [file, [...unplaced, ...errors.filter((e) => e.startsWith(`${relative(process.cwd(), file)}:`))]]),
    );
  }
  return errorsByProbe.get(probe) ?? [`no probe ${probe}`];
}

describe.each(apis)('%s', (api) => {
  test('exports a type per component schema, equal to components.schemas', () => {
    expect(schemaNames(api).length).toBeGreaterThan(5);
    expect(probeErrors(resolve(packageDir, `test/named-${api}-probe.ts`))).toEqual([]);
  });

  test("with <'bigint'>, differs from the number-mode type exactly where the schema holds an int64 field", () => {
    const spec = readSpec(api);
    const withInt64 = schemaNames(api).filter((name) => int64Shape(spec, { $ref: `#/components/schemas/${name}` }, name) !== undefined);
    // The named types differ somewhere exactly when the spec's schemas declare an int64 somewhere.
    expect(withInt64.length > 0).toBe(declaresInt64(api));
    expect(probeErrors(resolve(packageDir, `test/named-${api}-bigint-probe.ts`))).toEqual([]);
  });
});
