// The per-API entry points of @canton-openapi/types and /client and conformance's API table, as text.
// Pure: takes what `redocly.yaml` and each spec's `info`/`servers` say, returns file contents, so a
// test can generate the surfaces of an API that does not exist. An API's hand-written additions live
// in `src/<api>/public.ts` (re-exported by its entry) and, for the client, `src/<api>/extension.ts`
// (members composed into its client); the generated entry picks them up when they exist.

/** What the generated surfaces need to know of one API. */
export interface SurfaceApi {
  /** Key under `redocly.yaml` `apis:`: the subpath, and in PascalCase the prefix of exported names. */
  name: string;
  /** The spec's `info.title` up to ` — `: `Splice Scan API`. */
  title: string;
  /** The spec's first `servers` URL: `{scan}/api/scan`. */
  server: string;
  /** What its variable stands for: ``where `{scan}` is the scheme and host of the Scan``. */
  serverVariable?: string | undefined;
  /** Whether it has operations upstream makes no compatibility promise for (`x-stability`): then the client has `./<api>/internal` too. */
  internal?: boolean;
}

/** Which hand-written per-API files exist in a package's `src/<api>/`. */
export interface HandWritten {
  /** `src/<api>/public.ts`: more exports of the API's entry. */
  public: boolean;
  /** `src/<api>/extension.ts` (client only): `extend<Api>Client(core)` and `<Api>ClientExtension<M>`. */
  extension: boolean;
  /** `src/<api>/internal.ts` (client only): the exports of `./<api>/internal` in place of `public.ts`'s, typed for every operation. */
  internal?: boolean;
}

/** The first mock port of `npm run mock`; the APIs take consecutive ports in `redocly.yaml` order. */
export const firstMockPort = 4010;

const apiName = /^[a-z][a-z0-9]*$/;

/** `scan` → `Scan`; throws unless the name is lower-case letters and digits (a subpath and an identifier at once). */
export function pascal(name: string): string {
  if (!apiName.test(name)) {
    throw new Error(`redocly.yaml: API name '${name}' must be lower-case letters and digits (it becomes a package subpath and part of exported names)`);
  }
  return name[0]!.toUpperCase() + name.slice(1);
}

/** The entry file of an API inside a package's `src/generated/`. */
export function entryFile(api: string): string {
  return `${api}.entry.gen.ts`;
}

/** The client's entry file of an API's `./<api>/internal` subpath inside `src/generated/`. */
export function internalEntryFile(api: string): string {
  return `${api}-internal.entry.gen.ts`;
}

function banner(what: string): string {
  return `// Generated from redocly.yaml \`apis:\` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml\n// or the generator, then run \`npm run generate\`.\n// ${what}\n`;
}

/** `src/generated/<api>.entry.gen.ts` of @canton-openapi/types: the module behind `@canton-openapi/types/<api>`. */
export function typesEntry(api: SurfaceApi, own: HandWritten): string {
  const lines = [
    banner(
      `@canton-openapi/types/${api.name}: openapi-typescript's \`paths\`, \`components\` and \`operations\`, a type per\n// component schema under its spec name, and the union helpers.`,
    ),
    `/** Types of the ${api.title}, generated from its spec, shipped as \`@canton-openapi/types/${api.name}/openapi.json\`. */`,
    `export type { components, operations, paths } from './${api.name}.gen.ts';`,
    `export type * from './${api.name}.schemas.gen.ts';`,
    `export * from './${api.name}.unions.gen.ts';`,
    `export * from '../runtime/public.ts';`,
  ];
  if (own.public) lines.push(`export * from '../${api.name}/public.ts';`);
  return `${lines.join('\n')}\n`;
}

/**
 * `src/generated/<api>.entry.gen.ts` of @canton-openapi/client, the module behind `@canton-openapi/client/<api>`
 * (`surface` `stable`), or `<api>-internal.entry.gen.ts`, behind `…/<api>/internal` (`internal`). Where the API
 * has operations upstream makes no compatibility promise for, the stable client's type leaves them out and its
 * calls of them are refused; the internal one types every operation. Both are made of the same modules.
 */
export function clientEntry(api: SurfaceApi, own: HandWritten, surface: 'stable' | 'internal' = 'stable'): string {
  const Api = pascal(api.name);
  const a = api.name;
  const extension = own.extension ? `${Api}ClientExtension<M>` : undefined;
  const split = api.internal === true;
  // The stable client of an API with unstable operations: their methods left out, and refused at run time.
  const stableOnly = split && surface === 'stable';
  const Methods = stableOnly ? `${Api}StableMethods` : `${Api}Methods`;
  const definition = stableOnly ? `${a}StableApi` : `${a}Api`;
  const handWritten = surface === 'internal' && own.internal === true ? 'internal' : own.public ? 'public' : undefined;
  const what =
    surface === 'internal'
      ? `@canton-openapi/client/${a}/internal: the client of the ${api.title} (\`${api.server}\`) with every operation, those\n// upstream makes no compatibility promise for (\`x-stability\` internal, pre-alpha) included.`
      : split
        ? `@canton-openapi/client/${a}: the client of the ${api.title} (\`${api.server}\`): the operations upstream keeps\n// compatible (\`x-stability: external\`); @canton-openapi/client/${a}/internal has the others too.`
        : `@canton-openapi/client/${a}: the client of the ${api.title} (\`${api.server}\`).`;
  const generatedImports = [`create${Api}Methods`, definition, `type ${Api}Lines`, `type ${Methods}`, `type ${Api}OperationId`, `type ${Api}ReleaseLine`];
  const generatedTypes = [
    `${Api}Lines`,
    `${Api}Methods`,
    `${Api}OperationId`,
    `${Api}ReleaseLine`,
    ...(split ? [`${Api}InternalMethodName`, `${Api}StableMethods`] : []),
  ];
  return `${banner(what)}import type { operations, paths } from '@canton-openapi/types/${a}';
import type { Client, Middleware } from 'openapi-fetch';
import { createCore } from '../core/client.ts';
import { HttpError } from '../core/errors.ts';
import type { ClientOptions, TargetOptions } from '../core/options.ts';
import type { WithResponseMethods } from '../core/types/call-options.ts';
import type { OperationHttpError } from '../core/types/http-errors.ts';
import type { Int64Mode } from '../core/types/int64.ts';
import type { ServedOn, TargetLines } from '../core/types/release-lines.ts';
${own.extension ? `import { extend${Api}Client, type ${Api}ClientExtension } from '../${a}/extension.ts';\n` : ''}import {
${generatedImports.map((name) => `  ${name},\n`).join('')}} from './${a}.gen.ts';

export * from '../core/public.ts';
export type { ${generatedTypes.join(', ')} } from './${a}.gen.ts';
${handWritten === undefined ? '' : `export * from '../${a}/${handWritten}.ts';\n`}
/** A client of the ${api.title}: one method per ${stableOnly ? 'operation upstream keeps compatible' : 'operation'} (page iterators where the API pages) and the raw openapi-fetch client. */
export interface ${Api}Client<M extends Int64Mode = 'number'> extends ${Methods}<M>${extension === undefined ? '' : `, ${extension}`} {
  /** The openapi-fetch client underneath, typed by the spec, with the same token, origin guard and middleware. */
  readonly raw: Client<paths>;
  /** Adds openapi-fetch middleware to every request, of named methods and \`raw\` alike. */
  use(...middleware: Middleware[]): void;
  /** The same methods, resolving to \`{ data, response, request }\`: the body with its HTTP status and headers. */
  readonly withResponse: WithResponseMethods<${Methods}<M>>;
}

/**
 * A client of the ${api.title} as every release line of \`Lines\` serves it: without the methods and request fields
 * some of them does not serve (disabled-by-default ones kept when \`Enabled\` is \`true\`). What \`create${Api}Client\` returns given \`targets\`.
 */
export type ${Api}ClientFor<Lines extends ${Api}ReleaseLine, M extends Int64Mode = 'number', Enabled extends boolean = false> = ServedOn<
  ${Api}Client<M>,
  ${Api}Lines,
  Lines,
  Enabled
>;

/**
 * Creates a client of the ${api.title}. \`baseUrl\` is the API root, \`${api.server}\`${api.serverVariable === undefined ? '' : `, ${api.serverVariable}`}.
 * With \`targets\` (release lines, \`${Api}ReleaseLine\`), its type has only what every targeted line serves.
 * @see The spec, \`@canton-openapi/types/${api.name}/openapi.json\`.
 */
export function create${Api}Client<
  M extends Int64Mode = 'number',
  const T extends readonly ${Api}ReleaseLine[] = readonly ${Api}ReleaseLine[],
  E extends boolean = false,
>(options: ClientOptions<M> & TargetOptions<T, E>): ${Api}ClientFor<TargetLines<T>, M, E> {
  let withResponse: WithResponseMethods<${Methods}<M>> | undefined;
  const core = createCore(${definition}, options);
  // The client's own members; its methods are made on their first read, by its prototype (create${Api}Methods).
  const members = {
    // Made on first use: most callers never need it.
    get withResponse() {
      return (withResponse ??= create${Api}Methods<M>(core.invokeWithResponse) as unknown as WithResponseMethods<${Methods}<M>>);
    },
${own.extension ? `    ...extend${Api}Client<M>(core),\n` : ''}    raw: core.raw<paths>(),
    use: core.use,
  };
  // Only the type narrows: the members a targeted line does not serve are there at run time too, checked against the server's release.
  return create${Api}Methods<M, typeof members>(core.invoke, members) satisfies ${Api}Client<M> as ${Api}ClientFor<TargetLines<T>, M, E>;
}

/** The HttpError of a ${api.title} operation, its \`body\` typed per documented status and media type. */
export type ${Api}HttpError<Op extends ${Api}OperationId = ${Api}OperationId> = Op extends ${Api}OperationId
  ? OperationHttpError<operations[Op], Op>
  : never;

/** Narrows \`error\` to the HttpError of \`operationId\` (of any ${api.title} operation when omitted). */
export function is${Api}HttpError<Op extends ${Api}OperationId = ${Api}OperationId>(error: unknown, operationId?: Op): error is ${Api}HttpError<Op> {
  return error instanceof HttpError && (operationId === undefined || error.operationId === operationId);
}
`;
}

/** `src/generated/apis.gen.ts` of @canton-openapi/conformance: the API names and the ports of `npm run mock`. */
export function conformanceTable(apis: readonly SurfaceApi[]): string {
  for (const api of apis) pascal(api.name);
  const names = apis.map((api) => `'${api.name}'`).join(', ');
  const ports = apis.map((api, i) => `${api.name}: ${firstMockPort + i}`).join(', ');
  return `${banner('The APIs conformance knows, in redocly.yaml order, and the fixed local port of each mock of `npm run mock`.')}
/** The APIs this package knows. */
export const apiNames = [${names}] as const;

/** The port of each API's Prism mock in \`npm run mock\`. */
export const mockPorts = { ${ports} } as const;
`;
}
