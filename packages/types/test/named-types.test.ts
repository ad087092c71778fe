// Every component schema of every spec is exported under its name from its API module, as exactly
// `components['schemas'][name]`; with `<'bigint'>`, as a bigint-mode client returns it: the same type
// where the schema holds no int64 field (by the client's own int64 shapes), another where it does.
// The list of names is read from the shipped spec, not written here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

describe.each(apis)('%s', (api) => {
  test('exports a type per component schema, equal to components.schemas', () => {
    const names = schemaNames(api);
    expect(names.length).toBeGreaterThan(5);
    const probe = [
      `import type * as api from '@canton-openapi/types/${api}';`,
      'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
      ...names.map((name, i) => `export const same${i}: Same<api.${name}, api.components['schemas']['${name}']> = true;`),
    ].join('\n');
    const errors = typecheck(new Map([[resolve(packageDir, `test/named-${api}-probe.ts`), probe]]), compilerOptions(resolve(packageDir, 'tsconfig.json')));
    expect(errors).toEqual([]);
  });

  test("with <'bigint'>, differs from the number-mode type exactly where the schema holds an int64 field", () => {
    const spec = readSpec(api);
    const names = schemaNames(api);
    const withInt64 = names.filter((name) => int64Shape(spec, { $ref: `#/components/schemas/${name}` }, name) !== undefined);
    // The named types differ somewhere exactly when the spec's schemas declare an int64 somewhere.
    expect(withInt64.length > 0).toBe(declaresInt64(api));
    const probe = [
      `import type * as api from '@canton-openapi/types/${api}';`,
      'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
      ...names.map((name, i) => `export const same${i}: Same<api.${name}<'bigint'>, api.${name}> = ${!withInt64.includes(name)};`),
      // Both modes at once are either.
      ...names.map((name, i) => `export const either${i}: Same<api.${name}<api.Int64Mode>, api.${name} | api.${name}<'bigint'>> = true;`),
    ].join('\n');
    const errors = typecheck(
      new Map([[resolve(packageDir, `test/named-${api}-bigint-probe.ts`), probe]]),
      compilerOptions(resolve(packageDir, 'tsconfig.json')),
    );
    expect(errors).toEqual([]);
  });
});
