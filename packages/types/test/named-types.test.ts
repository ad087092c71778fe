// Every component schema of every spec is exported under its name from its API module, as exactly
// `components['schemas'][name]`; with `<'bigint'>`, as a bigint-mode client returns it: the same type
// where the schema holds no int64 field (by the client's own int64 shapes), another where it does.
// The list of names is read from the shipped spec, not written here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { int64Shape } from '@canton-openapi/tools/codegen/client-int64.ts';
import type { OpenApiDocument } from '@canton-openapi/tools/codegen/client-spec.ts';
import { compilerOptions } from './support/deprecations.ts';
import { typecheck } from './support/typecheck.ts';

const packageDir = resolve(import.meta.dirname, '..');
const apis = ['ledger', 'scan', 'validator'];

function readSpec(api: string): OpenApiDocument & { components: { schemas: object } } {
  return JSON.parse(readFileSync(resolve(packageDir, `src/generated/${api}.openapi.json`), 'utf8')) as OpenApiDocument & { components: { schemas: object } };
}

function schemaNames(api: string): string[] {
  return Object.keys(readSpec(api).components.schemas);
}

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
    // The validator's schemas hold no int64; the other two must, or this test would prove nothing.
    expect(withInt64.length > 0).toBe(api !== 'validator');
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
