// Generates every file of one API module of @canton-openapi/types from its bundled spec. Pure: takes
// the document, returns file names and contents, so tests can run it on spec fragments.
import openapiTS, { astToString, type OpenAPI3, type OpenAPITSOptions } from 'openapi-typescript';
import ts from 'typescript';
import { componentName, findUnions, type JsonObject, listOperations, releaseOf, specDocument, type UnionSpec } from '@canton-openapi/contract';
import { assertDeprecationsExplained, commentDeprecatedOperations } from './deprecation.ts';
import { emitNamed } from './emit-named.ts';
import { prepareForTypes } from './prepare-spec.ts';
import { findHolders, type HolderInfo } from './unions.ts';

/** Options of {@link generateApi}. */
export interface GenerateOptions {
  /** Module specifier of the runtime directory as seen from the generated files. */
  runtimeDir?: string;
  /** Where the spec comes from, for the banner: `specs/ledger`. */
  source?: string;
}

/** The generated files of one API, and what the generator found in its spec. */
export interface GeneratedApi {
  /** File name (inside `src/generated/`) → content. */
  files: Map<string, string>;
  unions: UnionSpec[];
  holders: HolderInfo[];
}

/** The banner every generated file starts with. */
export function banner(source: string): string {
  return `// Generated from ${source} by tools/codegen. Do not edit: change the spec or the generator, then run \`npm run generate\`.\n`;
}

const openapiOptions: OpenAPITSOptions = {
  alphabetize: false,
  exportType: false,
  silent: true,
  // A `default` is what the server assumes when a field is absent, so the field stays optional
  // (openapi-typescript's default would make `record_time_match` required in requests).
  defaultNonNullable: false,
};

/**
 * An int64 integer (`type: integer`, `format: int64`, as the client's int64 shapes find them) typed
 * `bigint`: what a bigint-mode client returns there. A nullable one (`type: [integer, 'null']`) is
 * typed per type by openapi-typescript, which calls this again with `type: integer`.
 */
const int64AsBigInt: NonNullable<OpenAPITSOptions['transform']> = (schema) =>
  (schema as { type?: unknown }).type === 'integer' && schema.format === 'int64' ? ts.factory.createKeywordTypeNode(ts.SyntaxKind.BigIntKeyword) : undefined;

/**
 * Generates `<api>.gen.ts`, `<api>.bigint.gen.ts` (its `components` with int64 fields typed `bigint`),
 * `<api>.schemas.gen.ts`, `<api>.unions.gen.ts` and `<api>.openapi.json`.
 */
export async function generateApi(api: string, document: JsonObject, options: GenerateOptions = {}): Promise<GeneratedApi> {
  const top = banner(options.source ?? `specs/${api}`);
  const doc = specDocument(api, document);
  const unions = [...findUnions(doc).values()];
  const holders = findHolders(document, unions);
  const prepared = prepareForTypes(document, unions);

  const nodes = await openapiTS(structuredClone(prepared.document) as unknown as OpenAPI3, openapiOptions);
  prepared.marks.apply(nodes);
  commentDeprecatedOperations(nodes, new Map(listOperations(doc).map((op) => [op.id, op.source])), releaseOf(document));
  const types = top + astToString(nodes);
  assertDeprecationsExplained(api, types);

  // The same types as a bigint-mode client returns them; only `components`, which the named types use.
  const bigintNodes = await openapiTS(structuredClone(prepared.document) as unknown as OpenAPI3, { ...openapiOptions, transform: int64AsBigInt });
  prepared.marks.apply(bigintNodes);
  const bigintComponents = bigintNodes.filter((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'components');
  const bigintTypes =
    top +
    `// The component schemas as a bigint-mode client (\`int64: 'bigint'\`) returns them: every int64 field typed \`bigint\`.\n` +
    astToString(bigintComponents);
  assertDeprecationsExplained(`${api} (bigint)`, bigintTypes);

  const named = emitNamed(document, unions, holders, {
    genModule: `./${api}.gen.ts`,
    bigintModule: `./${api}.bigint.gen.ts`,
    runtimeDir: options.runtimeDir ?? '../runtime',
    banner: top,
  });
  const files = new Map([
    [`${api}.gen.ts`, types],
    [`${api}.bigint.gen.ts`, bigintTypes],
    [`${api}.schemas.gen.ts`, named.schemas],
    [`${api}.unions.gen.ts`, named.unions],
    [`${api}.openapi.json`, `${JSON.stringify(document, null, 2)}\n`],
  ]);
  return { files, unions, holders };
}

/** One line per union for the generator's log: `Update (one-key: OffsetCheckpoint, ...)`. */
export function describeUnions(unions: readonly UnionSpec[]): string[] {
  return unions.map((u) => {
    const labels = u.kind === 'one-key' ? u.branches.map((b) => b.key) : u.branches.map((b) => String(b.value));
    const where = componentName(u.pointer) ?? `${u.pointer} (inline: exclusive types, no helpers)`;
    return `${where} (${u.kind}: ${labels.join(', ')})`;
  });
}
