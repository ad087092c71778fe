// Generates every file of one API module of @canton-openapi/types from its bundled spec. Pure: takes
// the document, returns file names and contents, so tests can run it on spec fragments.
import openapiTS, { astToString, type OpenAPI3, type OpenAPITSOptions } from 'openapi-typescript';
import { componentName, findUnions, type JsonObject, listOperations, releaseOf, specDocument, type UnionSpec } from '@canton-openapi/contract';
import { assertDeprecationsExplained, commentOperations } from './deprecation.ts';
import { emitNamed } from './emit-named.ts';
import { int64Module } from './int64-schemas.ts';
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
 * Generates `<api>.gen.ts`, `<api>.int64.gen.ts` (where each component schema holds int64 fields, and
 * its `components` as a bigint-mode client returns them, derived from that), `<api>.schemas.gen.ts`,
 * `<api>.unions.gen.ts` and `<api>.openapi.json`.
 */
export async function generateApi(api: string, document: JsonObject, options: GenerateOptions = {}): Promise<GeneratedApi> {
  const top = banner(options.source ?? `specs/${api}`);
  const doc = specDocument(api, document);
  const unions = [...findUnions(doc).values()];
  const holders = findHolders(document, unions);
  const prepared = prepareForTypes(document, unions);

  const nodes = await openapiTS(structuredClone(prepared.document) as unknown as OpenAPI3, openapiOptions);
  prepared.marks.apply(nodes);
  commentOperations(nodes, new Map(listOperations(doc).map((op) => [op.id, op])), releaseOf(document));
  const types = top + astToString(nodes);
  assertDeprecationsExplained(api, types);

  const runtimeDir = options.runtimeDir ?? '../runtime';
  const named = emitNamed(document, unions, holders, {
    genModule: `./${api}.gen.ts`,
    bigintModule: `./${api}.int64.gen.ts`,
    runtimeDir,
    banner: top,
  });
  const files = new Map([
    [`${api}.gen.ts`, types],
    [`${api}.int64.gen.ts`, int64Module(doc, { genModule: `./${api}.gen.ts`, runtimeDir, banner: top })],
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
