// A new branch added to a union in the spec updates the type, the exclusivity of every other branch,
// the guards, `match`, `entry` and the builders, with no hand edit: generate the module of a small spec
// shaped like the ledger's updates (fixtures/updates.yaml: the one-key union Update and its holder
// JsGetUpdatesResponse) plus one branch, then compile code against it (one TypeScript program) and run it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { atPointer, type JsonObject, specDocument } from '@canton-openapi/contract';
import { generateApi } from '@canton-openapi/tools/codegen/generate-api.ts';
import { compilerOptions } from './support/deprecations.ts';
import { typecheck } from './support/typecheck.ts';

const packageDir = resolve(import.meta.dirname, '..');
function ledgerWithHeartbeat(): JsonObject {
  const spec = specDocument('ledger', parse(readFileSync(resolve(import.meta.dirname, 'fixtures/updates.yaml'), 'utf8')) as JsonObject).root;
  const branches = atPointer(spec, '/components/schemas/Update/oneOf');
  if (!Array.isArray(branches)) throw new Error('the fixture has no Update union');
  branches.push({
    type: 'object',
    additionalProperties: false,
    required: ['Heartbeat'],
    properties: {
      Heartbeat: { type: 'object', additionalProperties: false, required: ['value'], properties: { value: { $ref: '#/components/schemas/OffsetCheckpoint' } } },
    },
  });
  return spec;
}

const dir = mkdtempSync(join(tmpdir(), 'canton-types-generator-'));
const generated = await generateApi('ledger', ledgerWithHeartbeat(), { runtimeDir: relative(dir, resolve(packageDir, 'src/runtime')) });
for (const [name, content] of generated.files) writeFileSync(join(dir, name), content);
writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');

const usage = (lines: string[]) =>
  [
    "import { JsGetUpdatesResponse, Update } from './ledger.unions.gen.ts';",
    "import type { components } from './ledger.gen.ts';",
    'declare const update: Update;',
    "declare const checkpoint: components['schemas']['OffsetCheckpoint'];",
    ...lines,
  ].join('\n');
const oldHandlers = 'OffsetCheckpoint: () => 1, Reassignment: () => 2, TopologyTransaction: () => 3, Transaction: () => 4';

/** The code each test compiles against the generated module, by file: all of it in one TypeScript program. */
const usages = {
  matchMissingHandler: [`Update.match(update, { ${oldHandlers} });`],
  newBranchUses: [
    `export const n: number = Update.match(update, { ${oldHandlers}, Heartbeat: ({ value }) => value.offset });`,
    'if (Update.is.Heartbeat(update)) { const offset: number = update.Heartbeat.value.offset; }',
    'export const built: Update = Update.of.Heartbeat(checkpoint);',
    'export const element: JsGetUpdatesResponse = JsGetUpdatesResponse.of.Heartbeat(checkpoint);',
  ],
  twoBranches: ["export const both: Update = { Heartbeat: { value: checkpoint }, Transaction: { value: {} as components['schemas']['JsTransaction'] } };"],
};
const usageFile = (name: string) => join(dir, `usage-${name}.ts`);
let compiled: string[] | undefined;
/** The errors tsc reports in one usage file (the program is compiled once, at the first test that asks). */
function check(name: keyof typeof usages): string[] {
  compiled ??= typecheck(
    new Map(Object.entries(usages).map(([file, lines]) => [usageFile(file), usage(lines)])),
    compilerOptions(resolve(packageDir, 'tsconfig.json')),
  );
  const own = `${relative(process.cwd(), usageFile(name))}:`;
  const unplaced = compiled.filter((e) => !Object.keys(usages).some((file) => e.startsWith(`${relative(process.cwd(), usageFile(file))}:`)));
  return [...unplaced, ...compiled.filter((e) => e.startsWith(own))];
}

describe('a new Update branch, Heartbeat', () => {
  test('is found as a key of Update', () => {
    const update = generated.unions.find((u) => u.name === 'Update');
    expect(update?.kind === 'one-key' && update.branches.map((b) => b.key)).toEqual([
      'OffsetCheckpoint',
      'Reassignment',
      'TopologyTransaction',
      'Transaction',
      'Heartbeat',
    ]);
  });

  test('makes match without its handler a compile error', () => {
    const errors = check('matchMissingHandler');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Property 'Heartbeat' is missing");
  });

  test('gets a guard, a builder, a holder builder and exclusivity', () => {
    expect(check('newBranchUses')).toEqual([]);
    const errors = check('twoBranches');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Types of property 'Transaction' are incompatible");
  });

  test('is handled at run time by entry, match and the builders', async () => {
    // The shape of the generated module as far as this test uses it (it is not in this program).
    interface Generated {
      Update: { of: { Heartbeat(value: { offset: number }): object }; entry(value: object): unknown; is: { Heartbeat(value: object): boolean } };
      JsGetUpdatesResponse: { of: { Heartbeat(value: { offset: number }): object } };
    }
    const module = (await import(join(dir, 'ledger.unions.gen.ts'))) as Generated;
    const heartbeat = module.Update.of.Heartbeat({ offset: 12 });
    expect(heartbeat).toEqual({ Heartbeat: { value: { offset: 12 } } });
    expect(module.Update.entry(heartbeat)).toEqual(['Heartbeat', { value: { offset: 12 } }]);
    expect(module.Update.is.Heartbeat(heartbeat)).toBe(true);
    expect(module.JsGetUpdatesResponse.of.Heartbeat({ offset: 12 })).toEqual({ update: heartbeat });
  });
});
