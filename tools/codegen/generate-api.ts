// Generates every file of one API module of @canton-openapi/types from its bundled spec. Pure: takes
// the document, returns file names and contents, so tests can run it on spec fragments.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { releaseOf } from '../../packages/conformance/src/spec/deprecation.ts';
import { assertDeprecationsExplained, commentDeprecatedOperations } from './deprecation.ts';
import { walkDocument, type JsonObject } from './document.ts';
import { emitNamed } from './emit-named.ts';
import { prepareForTypes } from './prepare-spec.ts';
import { findHolders, findUnions, type HolderInfo, type UnionInfo } from './unions.ts';

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
  unions: UnionInfo[];
  holders: HolderInfo[];
}

/** The banner every generated file starts with. */
export function banner(source: string): string {
  return `// Generated from ${source} by tools/codegen. Do not edit: change the spec or the generator, then run \`npm run generate\`.\n`;
}

/** Generates `<api>.gen.ts`, `<api>.schemas.gen.ts`, `<api>.unions.gen.ts` and `<api>.openapi.json`. */
export async function generateApi(api: string, document: JsonObject, options: GenerateOptions = {}): Promise<GeneratedApi> {
  const top = banner(options.source ?? `specs/${api}`);
  const unions = findUnions(document);
  const holders = findHolders(document, unions);
  const prepared = prepareForTypes(document, unions);

  const nodes = await openapiTS(prepared.document as unknown as OpenAPI3, {
    alphabetize: false,
    exportType: false,
    silent: true,
    // A `default` is what the server assumes when a field is absent, so the field stays optional
    // (openapi-typescript's default would make `record_time_match` required in requests).
    defaultNonNullable: false,
  });
  prepared.marks.apply(nodes);
  commentDeprecatedOperations(nodes, operationsById(document), releaseOf(document));
  const types = top + astToString(nodes);
  assertDeprecationsExplained(api, types);

  const named = emitNamed(document, unions, holders, { genModule: `./${api}.gen.ts`, runtimeDir: options.runtimeDir ?? '../runtime', banner: top });
  const files = new Map([
    [`${api}.gen.ts`, types],
    [`${api}.schemas.gen.ts`, named.schemas],
    [`${api}.unions.gen.ts`, named.unions],
    [`${api}.openapi.json`, `${JSON.stringify(document, null, 2)}\n`],
  ]);
  return { files, unions, holders };
}

function operationsById(document: JsonObject): Map<string, JsonObject> {
  const operations = new Map<string, JsonObject>();
  walkDocument(document, (node, _pointer, kind) => {
    if (kind === 'operation' && typeof node.operationId === 'string') operations.set(node.operationId, node);
  });
  return operations;
}

/** One line per union for the generator's log: `Update (one-key: OffsetCheckpoint, ...)`. */
export function describeUnions(unions: readonly UnionInfo[]): string[] {
  return unions.map((u) => {
    const labels = u.kind === 'one-key' ? u.branches.map((b) => b.key) : u.values.map(String);
    const where = u.name ?? `${u.pointer} (inline: exclusive types, no helpers)`;
    return `${where} (${u.kind}: ${labels.join(', ')})`;
  });
}
