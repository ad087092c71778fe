// Emits the named exports of an API module: a type alias per component schema, and for each union
// (and each schema holding one) a helper object of the same name built by the runtime in
// packages/types/src/runtime. Pure text: everything comes from the spec and the union analysis.
import {
  componentName,
  deprecationMessage,
  isObject,
  type JsonObject,
  type OneKeyUnion,
  type Pinned,
  releaseOf,
  type UnionSpec,
} from '@canton-openapi/contract';
import { exportNames, generatedRootNames } from './names.ts';
import type { HolderInfo } from './unions.ts';

/** Where the generated modules find their neighbours. */
export interface EmitOptions {
  /** Module specifier of openapi-typescript's output, from the generated directory: `./ledger.gen.ts`. */
  genModule: string;
  /** Module specifier of the `components` with int64 fields typed `bigint`: `./ledger.int64.gen.ts`. */
  bigintModule: string;
  /** Module specifier of the runtime directory, from the generated directory: `../runtime`. */
  runtimeDir: string;
  /** First line(s) of every file. */
  banner: string;
}

/** The two generated files of named exports. */
export interface NamedFiles {
  /** Type aliases of every schema that is neither a union nor a union holder. */
  schemas: string;
  /** Type alias plus helper object of every named union and union holder. */
  unions: string;
}

const quote = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const propertyKey = (key: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : quote(key));

function jsDoc(schema: unknown, specVersion: string | undefined): string {
  if (!isObject(schema)) return '';
  const lines: string[] = [];
  if (typeof schema.description === 'string' && schema.description.trim() !== '') lines.push(...schema.description.trim().split('\n'));
  if (schema.deprecated === true) lines.push(`@deprecated ${deprecationMessage(schema, specVersion)}`);
  if (lines.length === 0) return '';
  const safe = lines.map((line) => line.replaceAll('*/', '*\\/').trimEnd());
  return safe.length === 1 ? `/** ${safe[0]} */\n` : `/**\n${safe.map((line) => (line === '' ? ' *' : ` * ${line}`)).join('\n')}\n */\n`;
}

function wrapKindsType(union: OneKeyUnion): string {
  return `{ ${union.branches.map((b) => `readonly ${propertyKey(b.key)}: '${b.wrap}'`).join('; ')} }`;
}

function wrapKindsValue(union: OneKeyUnion): string {
  return `{ ${union.branches.map((b) => `${propertyKey(b.key)}: '${b.wrap}'`).join(', ')} }`;
}

function literal(value: Pinned): string {
  return typeof value === 'string' ? quote(value) : String(value);
}

/** Emits both files for one API. */
export function emitNamed(document: JsonObject, unions: readonly UnionSpec[], holders: readonly HolderInfo[], options: EmitOptions): NamedFiles {
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  // The generated files import these too.
  const names = exportNames(Object.keys(schemas), [...generatedRootNames, 'Int64Mode', 'bigintComponents']);
  const exported = (name: string): string => names.get(name) ?? name;
  const release = releaseOf(document);
  // Every named type takes the client's int64 mode: `Update` as a number-mode client returns it,
  // `Update<'bigint'>` as a bigint-mode one does.
  const alias = (name: string): string =>
    `${jsDoc(schemas[name], release)}export type ${exported(name)}<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas'][${quote(name)}] : components['schemas'][${quote(name)}];\n`;
  const modules = (...runtime: string[]): string =>
    [
      `import type { components } from ${quote(options.genModule)};`,
      `import type { components as bigintComponents } from ${quote(options.bigintModule)};`,
      `import type { Int64Mode } from ${quote(`${options.runtimeDir}/int64-mode.ts`)};`,
      ...runtime,
    ].join('\n') + '\n';

  // Only component unions (named by their component) get helpers; one written inline is exclusive in its types alone.
  const named = unions.filter((u) => componentName(u.pointer) !== undefined && u.name in schemas);
  const oneKeyByName = new Map(named.flatMap((u) => (u.kind === 'one-key' ? [[u.name, u] as const] : [])));
  const usableHolders = holders.filter((h) => oneKeyByName.has(h.union));
  const helperNames = new Set([...named.map((u) => u.name), ...usableHolders.map((h) => h.name)]);

  const schemaFile = [options.banner + modules()];
  for (const name of Object.keys(schemas)) if (!helperNames.has(name)) schemaFile.push(alias(name));

  const blocks: string[] = [];
  for (const union of named) {
    const name = union.name;
    const id = exported(name);
    if (union.kind === 'one-key') {
      blocks.push(
        `${alias(name)}/** Guards (\`is\`), builders (\`of\`), \`entry\` and \`match\` of the one-key union {@link ${id}}. */\n` +
          `export const ${id}: OneKeyUnion<${id}, ${wrapKindsType(union)}, ${id}<'bigint'>> = /*#__PURE__*/ oneKeyUnion(${quote(name)}, ${wrapKindsValue(union)});\n`,
      );
    } else {
      const values = union.branches.map((branch) => literal(branch.value)).join(', ');
      blocks.push(
        `${alias(name)}/** Guards (\`is\`) and \`match\` of the status-variant union {@link ${id}}, told apart by \`${union.property}\`. */\n` +
          `export const ${id}: VariantUnion<${id}, ${quote(union.property)}, ${id}<'bigint'>> = /*#__PURE__*/ variantUnion(${quote(name)}, ${quote(union.property)}, [${values}]);\n`,
      );
    }
  }
  for (const holder of usableHolders) {
    const union = oneKeyByName.get(holder.union)!; // usable holders only
    const id = exported(holder.name);
    const unionId = exported(holder.union);
    blocks.push(
      `${alias(holder.name)}/** Builders (\`of\`) of {@link ${id}}, one per key of the {@link ${unionId}} it holds. */\n` +
        `export const ${id}: OneKeyHolder<${id}, ${quote(holder.property)}, ${unionId}, ${wrapKindsType(union)}> = /*#__PURE__*/ oneKeyHolder(${quote(holder.property)}, ${unionId});\n`,
    );
  }

  const usesOneKey = named.some((u) => u.kind === 'one-key');
  const holderImports = usableHolders.length > 0 ? ['oneKeyHolder', 'type OneKeyHolder'] : [];
  const oneKeyImports = usesOneKey ? [...holderImports, 'oneKeyUnion', 'type OneKeyUnion'] : [];
  const imports = modules(
    ...(usesOneKey ? [`import { ${oneKeyImports.join(', ')} } from ${quote(`${options.runtimeDir}/one-key-union.ts`)};`] : []),
    ...(named.some((u) => u.kind === 'variant') ? [`import { variantUnion, type VariantUnion } from ${quote(`${options.runtimeDir}/variant-union.ts`)};`] : []),
  );
  const unionFile = blocks.length > 0 ? [options.banner + imports, ...blocks] : [options.banner, 'export {};\n'];
  return { schemas: schemaFile.join('\n'), unions: unionFile.join('\n') };
}
