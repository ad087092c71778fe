// Every component schema of every spec is exported under its name from its API module, as exactly
// `components['schemas'][name]`. The list of names is read from the shipped spec, not written here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compilerOptions } from './support/deprecations.ts';
import { typecheck } from './support/typecheck.ts';

const packageDir = resolve(import.meta.dirname, '..');
const apis = ['ledger', 'scan', 'validator'];

function schemaNames(api: string): string[] {
  const spec = JSON.parse(readFileSync(resolve(packageDir, `src/generated/${api}.openapi.json`), 'utf8')) as { components: { schemas: object } };
  return Object.keys(spec.components.schemas);
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
});
