// The int64 table of an API module of @canton-openapi/types (`<api>.int64.gen.ts`): where each component
// schema holds int64 integers, as the contract model's int64 shapes say. The bigint-mode types
// (`Update<'bigint'>`) are derived from it and the number-mode `components` at the type level
// (packages/types/src/runtime/bigint-schemas.ts), so the module keeps one copy of every type.
import { type Int64Shape, int64Shape, isObject, type SpecDocument } from '@canton-openapi/contract';

/** Where the int64 module finds its neighbours, as seen from the generated directory. */
export interface Int64ModuleOptions {
  /** openapi-typescript's output: `./ledger.gen.ts`. */
  genModule: string;
  /** The runtime directory: `../runtime`. */
  runtimeDir: string;
  /** First line(s) of the file. */
  banner: string;
}

/** The int64 shape of every component schema of `doc` that holds an int64 integer, in the spec's order. */
export function schemaInt64Shapes(doc: SpecDocument): Map<string, Int64Shape> {
  const schemas = isObject(doc.root['components']) && isObject(doc.root['components']['schemas']) ? doc.root['components']['schemas'] : {};
  const shapes = new Map<string, Int64Shape>();
  for (const name of Object.keys(schemas)) {
    const pointer = `#/components/schemas/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    const shape = int64Shape(doc, { $ref: pointer }, `components.schemas.${name}`);
    if (shape !== undefined) shapes.set(name, shape);
  }
  return shapes;
}

const quote = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const propertyKey = (key: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : quote(key));

/** A shape as a TypeScript type, one property a line, indented by `indent`. */
function shapeType(shape: Int64Shape, indent: string): string {
  if (shape === 1) return '1';
  if (Array.isArray(shape)) return `readonly [${shapeType(shape[0] as Int64Shape, indent)}]`;
  const inner = `${indent}  `;
  const lines = Object.entries(shape).map(([key, value]) => `${inner}readonly ${propertyKey(key)}: ${shapeType(value, inner)};`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The text of `<api>.int64.gen.ts`: the table of `doc`'s schemas and the bigint-mode `components` derived from it. */
export function int64Module(doc: SpecDocument, options: Int64ModuleOptions): string {
  const shapes = schemaInt64Shapes(doc);
  const table = [...shapes].map(([name, shape]) => `  readonly ${propertyKey(name)}: ${shapeType(shape, '  ')};\n`).join('');
  return (
    options.banner +
    `import type { components as numberComponents } from ${quote(options.genModule)};\n` +
    `import type { BigIntSchemas } from ${quote(`${options.runtimeDir}/bigint-schemas.ts`)};\n\n` +
    `/** Where each component schema that holds int64 integers holds them (\`1\` an int64, \`[S]\` in the items, \`$map\` any property). */\n` +
    `export interface SchemaInt64Shapes {\n${table}}\n\n` +
    `/** The component schemas as a bigint-mode client (\`int64: 'bigint'\`) returns them: every int64 field typed \`bigint\`. */\n` +
    `export interface components {\n  schemas: BigIntSchemas<numberComponents['schemas'], SchemaInt64Shapes>;\n}\n`
  );
}
