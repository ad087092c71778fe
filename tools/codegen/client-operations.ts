// Emits the named methods of one API's client from its bundled spec: an interface with one documented
// method per operationId (deprecations included), page iterators for the operations whose
// `x-pagination` declares how they page, and the factory that binds them to the client's `invoke`
// (core/methods.ts `methodsOf`). Up front the client holds only the form every method name of the API
// has (`methodRule`), whose size is bounded by the API's verbs, not its operations; the operation table
// (`<api>-operations.gen.ts`: each operation's method, path, paging, int64 fields, releases,
// deprecations and writes) loads on demand, where a method finds what its operation takes at its first call.
import type { ChannelMethod } from './client-channels.ts';
import type { OperationInt64 } from './client-int64.ts';
import { emitRequestChecks, emitRoundedChecks, fieldsHelper } from './client-int64-check.ts';
import { emitBigIntConversions } from './client-int64-convert.ts';
import type { ReleaseTable } from './client-releases.ts';
import {
  type CursorPagination,
  cursorMembers,
  deprecationMessage,
  isCursorPagination,
  jsonContent,
  type OperationSpec,
  type Pagination,
  parametersIn,
  stabilityNote,
  type TokenPagination,
} from '@canton-openapi/contract';

/** `round_number` → `roundNumber`. */
export function camel(name: string): string {
  return name.replace(/[_-]+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** The warning a call of a deprecated operation logs once; on-demand data (the operation table, `<api>-operations.gen.ts`), as only such a call needs it. */
export function deprecationWarning(op: OperationSpec, specVersion?: string): string | undefined {
  if (op.deprecation === undefined) return undefined;
  return `\`${op.id}\` (${op.method} ${op.path}) is deprecated. ${deprecationMessage(op.source, specVersion)}`;
}

const json = 'application/json';
const isJson = (media: string) => /^application\/(?:[^;\s]*\+)?json$/i.test(media);
const isText = (media: string) => /^text\//i.test(media);
const binary = 'application/octet-stream';

/**
 * The members of the `media` entry of an operation whose request or 200 body is not JSON (core/media.ts
 * handles them, loaded on demand): `body` for a request body of bytes, `result` for a 200 of bytes
 * (`application/octet-stream`) or of no body at all (`''`). Empty for a JSON operation. Throws on a
 * request body the client cannot write, or a 200 that declares both bytes and JSON.
 */
export function mediaEntries(op: OperationSpec): string[] {
  const entries: string[] = [];
  const request = op.requestBody?.contents.map((content) => content.mediaType) ?? [];
  if (request.some((type) => !isJson(type))) {
    if (request.length !== 1 || request[0] !== binary) {
      throw new Error(`${op.id}: a request body of ${request.join(', ')}; the client writes JSON or ${binary} alone; extend core/media.ts and this generator`);
    }
    entries.push(`body: '${binary}'`);
  }
  const ok = op.responses.find((response) => response.status === '200');
  const types = ok?.contents.map((content) => content.mediaType) ?? [];
  if (types.includes(binary)) {
    if (types.length !== 1)
      throw new Error(`${op.id}: a 200 of ${types.join(', ')}; the client reads ${binary} alone or JSON; extend core/media.ts and this generator`);
    entries.push(`result: '${binary}'`);
  } else if (ok !== undefined && types.length === 0) {
    entries.push(`result: ''`);
  }
  return entries;
}

/** Whether `op` takes a request body the client sends (JSON, or bytes). */
export function takesBody(op: OperationSpec): boolean {
  return jsonContent(op.requestBody) !== undefined || op.requestBody?.contents.some((content) => content.mediaType === binary) === true;
}

/**
 * The media types each error status of `op` declares (`default` included, and a status declaring
 * the same as `default` left to it), as the source of an object literal; undefined when every one declares exactly `application/json` and there is a
 * `default`, which is what the client assumes without a table. Throws on a media type the client
 * cannot read: it reads `text/*` as text and JSON types as JSON, nothing else (a 2xx of another type
 * is `mediaEntries`').
 */
export function errorMediaTable(op: OperationSpec): string | undefined {
  const entries: [string, string[]][] = [];
  for (const response of op.responses) {
    const media = response.contents.map((content) => content.mediaType);
    const success = /^2/.test(response.status);
    for (const type of media) {
      if (success ? !isJson(type) && type !== binary : !isJson(type) && !isText(type)) {
        throw new Error(
          `${op.id}: response ${response.status} declares '${type}', which the client cannot read ` +
            `(${success ? `a 2xx body must be JSON or ${binary}` : 'an error body must be text/* or JSON'}); extend core/failure.ts (httpError), core/media.ts and this generator`,
        );
      }
    }
    if (!success) entries.push([response.status, media]);
  }
  const hasDefault = entries.some(([key]) => key === 'default');
  if (hasDefault && entries.every(([, media]) => media.length === 1 && media[0] === json)) return undefined;
  // A status whose media types are the `default`'s goes without an entry: the client falls back to `default`.
  const fallback = entries.find(([key]) => key === 'default')?.[1].join(' ');
  const own = entries.filter(([key, media]) => key === 'default' || media.join(' ') !== fallback);
  return `{ ${own.map(([key, media]) => `${JSON.stringify(key)}: [${media.map((m) => JSON.stringify(m)).join(', ')}]`).join(', ')} }`;
}

function jsdoc(lines: string[], indent = '  '): string {
  return `${indent}/**\n${lines.map((l) => (l === '' ? `${indent} *` : `${indent} * ${l}`)).join('\n')}\n${indent} */\n`;
}

/**
 * Names that test frameworks, promises and runtimes read of any object (`await client`, `expect(client)`,
 * `util.inspect`, `JSON.stringify`, React, DOM checks) and those of `Object.prototype`: a client must
 * not take any of them for a method, so no API's method rule may match one.
 */
export const probeNames: readonly string[] = [
  'then',
  'catch',
  'finally',
  'asymmetricMatch',
  'toJSON',
  '$$typeof',
  'nodeType',
  'nodeName',
  'tagName',
  'inspect',
  'toPrimitive',
  'constructor',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  '_isMockFunction',
  '__esModule',
];

/**
 * The source of a regular expression every method name of `api` (operationIds and page iterators)
 * matches: the name's leading lower-case word (`get`, `post`, `list`, `lookup`, `iterate`: the
 * contract has every iterator start with `iterate`, which is how the client tells one) and an
 * upper-case letter or digit. It grows with the API's verbs, not its operations. Throws on a name
 * that has no such word, and on a rule that would match a name of `probeNames`.
 */
export function methodRule(api: string, names: readonly string[]): string {
  if (names.length === 0) return '/(?!)/';
  const words = new Set<string>();
  for (const name of names) {
    const word = /^([a-z]+)[A-Z\d]/.exec(name)?.[1];
    if (word === undefined) {
      throw new Error(
        `${api} ${name}: a method name must start with a lower-case word and then an upper-case letter or digit (getV2Version, listDsoScans), the form the client reads method names by (core/methods.ts methodsOf); rename the operation`,
      );
    }
    words.add(word);
  }
  const source = `^(?:${[...words].sort().join('|')})[A-Z\\d]`;
  const probe = probeNames.find((p) => new RegExp(source).test(p));
  if (probe !== undefined) {
    throw new Error(
      `${api}: its method names start with ${[...words].join(', ')}, so '${probe}', which test frameworks and runtimes read of any object, would read as a method; rename the operations`,
    );
  }
  return `/${source}/`;
}

/** Source of `<api>.gen.ts`: its operations and, where the API has WebSocket channels (client-channels.ts), their methods. */
export function generateOperations(
  api: string,
  operations: OperationSpec[],
  banner: string,
  specVersion?: string,
  channels: readonly ChannelMethod[] = [],
): string {
  const Api = api[0]!.toUpperCase() + api.slice(1);
  const members: string[] = [];
  const names: string[] = [];
  // The methods of operations upstream makes no compatibility promise for: only the `/internal` subpath's client types them.
  const unstableNames: string[] = [];
  let paged = false;
  for (const op of operations) {
    const id = op.id;
    const pathParams = pathParamsOf(op);
    const hasBody = takesBody(op);
    const media = mediaEntries(op);
    const O = `operations['${id}']`;
    const S = `${Api}Int64['${id}']`;
    // The same sentence as the types package's `@deprecated` marks (tools/codegen/deprecation.ts).
    const deprecation = op.deprecation === undefined ? undefined : deprecationMessage(op.source, specVersion);
    // The same sentence as the types package's note on the operation (tools/codegen/prepare-spec.ts).
    const stability = stabilityNote(op.stability);
    const page = op.pagination;
    if (id.startsWith('iterate'))
      throw new Error(`${id}: an operationId starting with 'iterate' reads as a page iterator (core/methods.ts methodsOf); rename it`);
    const params = [
      ...pathParams.map((p) => `${camel(p.name)}: PathParamOf<${O}, '${p.name}', M, ${S}>`),
      ...(hasBody ? [`body: RequestBodyOf<${O}, M, ${S}>`] : []),
      `options?: CallOptionsOf<${O}, M, ${S}>`,
    ];
    const lines: string[] = [`${op.summary ?? id}.`.replace(/\.\.$/, '.'), '', ...(stability ? [stability, ''] : [])];
    // Path parameters come first, in the order of the path (`/a/{x}/b/{y}` takes x, then y).
    for (const p of pathParams) lines.push(`@param ${camel(p.name)} - The \`${p.name}\` path parameter; URL-encoded by the client.`);
    if (hasBody) {
      lines.push(
        media.includes(`body: '${binary}'`)
          ? `@param body - The body's bytes (\`Uint8Array\`, \`Buffer\`, another \`ArrayBufferView\`, \`ArrayBuffer\` or \`Blob\`), sent unchanged as ${binary}.`
          : `@param body - The JSON request body.`,
      );
    }
    lines.push(
      `@param options - ${parametersIn(op, 'query').length > 0 ? '`query` parameters, ' : ''}\`signal\`, \`timeoutMs\`, \`retry\` and extra \`headers\`.`,
    );
    const returns = media.includes(`result: '${binary}'`)
      ? "The 200 body's bytes, a `Uint8Array`"
      : media.includes(`result: ''`)
        ? '`undefined` (the 200 has no body)'
        : 'The 200 body';
    lines.push(`@returns ${returns}; rejects with \`HttpError\` (typed by \`is${Api}HttpError\`) or another \`CantonApiError\`.`);
    if (stability) lines.push('@experimental');
    if (deprecation) lines.push(`@deprecated ${deprecation}`);
    lines.push(`@see ${op.method} ${op.path} — operation \`${id}\` of the spec, \`@canton-openapi/types/${api}/openapi.json\``);
    members.push(`${jsdoc(lines)}  ${id}(${params.join(', ')}): Promise<ResultOf<${O}, M, ${S}>>;`);
    names.push(id);
    if (stability) unstableNames.push(id);
    if (page) {
      paged = true;
      if (pathParams.length > 0) throw new Error(`${id}: a paged operation with path parameters; extend client-operations.ts and core/paging.ts`);
      const itDoc = isCursorPagination(page) ? cursorIteratorDoc(id, page) : tokenIteratorDoc(id, page);
      // An operation without upstream's compatibility promise says so after the first sentence, and is @experimental.
      if (stability) itDoc.splice(2, 0, stability, '');
      if (stability) itDoc.push('@experimental');
      if (deprecation) itDoc.push(`@deprecated ${deprecation}`);
      itDoc.push(`@see ${op.method} ${op.path} — operation \`${id}\` of the spec, \`@canton-openapi/types/${api}/openapi.json\``);
      // The members the request may leave out: the cursor's, unless the caller's first request must carry it (`start: caller`).
      const resumeWith = isCursorPagination(page) ? (page.start === 'caller' ? [] : cursorMembers(page)) : [page.token];
      const optional = resumeWith.length === 0 ? 'never' : resumeWith.map((m) => `'${m}'`).join(' | ');
      members.push(
        `${jsdoc(itDoc)}  ${page.iterator}(request: ${page.in === 'query' ? 'PageQueryOf' : 'PageRequestOf'}<${O}, ${optional}, M, ${S}>, options?: PageOptions): PageIterator<PageItemOf<${O}, '${page.items}', M, ${S}>, ResultOf<${O}, M, ${S}>>;`,
      );
      names.push(page.iterator);
      if (stability) unstableNames.push(page.iterator);
    }
  }
  const streamed = channels.length > 0;
  return (
    banner +
    `import type { operations } from '@canton-openapi/types/${api}';\n` +
    `import { methodsOf } from '../core/methods.ts';\n` +
    `import type { ApiDefinition } from '../core/context.ts';\n` +
    `import type { Invoke } from '../core/types/call-options.ts';\n` +
    `import type { Int64Mode } from '../core/types/int64.ts';\n` +
    (paged ? `import type { PageItemOf, PageIterator, PageOptions, ${pageRequestTypes(operations)} } from '../core/types/paging.ts';\n` : '') +
    `import type { CallOptionsOf, PathParamOf, RequestBodyOf, ResultOf } from '../core/types/signatures.ts';\n` +
    (streamed ? `import type { Stream, StreamItemOf, StreamOptions, StreamRequestOf } from '../core/types/streams.ts';\n` : '') +
    `import type { ${Api}Int64 } from './${api}-operations.gen.ts';\n\n` +
    `/** The ${api} API as a client reads it: the form of its method names, and its operation table and validators, loaded on demand. */\n` +
    `export const ${api}Api: ApiDefinition = {\n` +
    `  name: '${api}',\n` +
    `  methods: ${methodRule(api, names)},\n` +
    `  loadValidators: () => import('./${api}-validators.gen.js'),\n` +
    `  loadOperations: () => import('./${api}-operations.gen.ts').then((m) => m.${api}OperationTable),\n` +
    `};\n\n` +
    `/** The operationIds of the ${api} API. */\n` +
    `export type ${Api}OperationId = ${operations.length === 0 ? 'never' : operations.map((op) => `'${op.id}'`).join(' | ')};\n\n` +
    `/** One method per operation of the ${api} API. \`M\` is the client's int64 mode. */\n` +
    `export interface ${Api}Methods<M extends Int64Mode> {\n${members.join('\n')}\n}\n\n` +
    `/** Binds every method of the ${api} API to the client's \`invoke\`${paged ? ' (page iterators through it too)' : ''}, on the object with the members of \`own\`. */\n` +
    `export function create${Api}Methods<M extends Int64Mode, Own extends object = {}>(invoke: Invoke, own?: Own): ${Api}Methods<M> & Own {\n` +
    `  return methodsOf(${api}Api, invoke, own);\n}\n` +
    internalSurface(api, unstableNames) +
    (streamed ? generateChannels(api, channels) : '')
  );
}

/**
 * What splits an API whose operations are not all `external` into two subpaths: the names of the methods
 * only `@canton-openapi/client/<api>/internal` types, and the definition the stable subpath's client is made
 * with, whose calls of them are refused at their first call (core/operation-plan.ts), when the table is there.
 */
function internalSurface(api: string, unstableNames: readonly string[]): string {
  if (unstableNames.length === 0) return '';
  const Api = api[0]!.toUpperCase() + api.slice(1);
  return (
    `\n/** The methods of the operations upstream makes no compatibility promise for (\`x-stability\` internal or pre-alpha): typed only by the client of \`@canton-openapi/client/${api}/internal\`. */\n` +
    `export type ${Api}InternalMethodName = ${unstableNames.map((n) => `'${n}'`).join(' | ')};\n\n` +
    `/** The methods of the ${api} API that carry upstream's compatibility promise: those of the client of \`@canton-openapi/client/${api}\`. */\n` +
    `export type ${Api}StableMethods<M extends Int64Mode> = Omit<${Api}Methods<M>, ${Api}InternalMethodName>;\n\n` +
    `/** The ${api} API as the client of \`@canton-openapi/client/${api}\` reads it: a call of an operation without upstream's promise is refused. */\n` +
    `export const ${api}StableApi: ApiDefinition = { ...${api}Api, externalOnly: true };\n`
  );
}

/** The channel table, the channel methods and their binding, of an API with WebSocket channels. */
function generateChannels(api: string, channels: readonly ChannelMethod[]): string {
  const Api = api[0]!.toUpperCase() + api.slice(1);
  const table = channels.map(
    (c) => `  ${c.method}: {\n    method: '${c.method}',\n    path: '${c.path}',\n    operationId: '${c.operationId}',\n    frames: '${c.frames}',\n` + '  },',
  );
  const members = channels.map((c) => {
    const O = `operations['${c.operationId}']`;
    const S = `${Api}Int64['${c.operationId}']`;
    const { how, request } = streamSentences(c);
    const lines = [
      ...how,
      'with `StreamError`; a stream the server does not let start (a missing or rejected token, answered with an',
      'UNAUTHENTICATED frame; a refused upgrade) with `StreamRejectedError`.',
      '',
      `@param request - The request of \`${c.operationId}\`, sent as the first frame${request}`,
      '@param options - `signal`, `highWaterMark`, `highWaterMarkChars` and `retry`.',
    ];
    if (c.deprecation) lines.push(`@deprecated ${c.deprecation}`);
    lines.push(
      `@see WebSocket ${c.path} — the request and elements of operation \`${c.operationId}\` of the spec, \`@canton-openapi/types/${api}/openapi.json\``,
    );
    return `${jsdoc(lines)}  ${c.method}(request: StreamRequestOf<${O}, M, ${S}>, options?: StreamOptions): AsyncIterableIterator<StreamItemOf<${O}, M, ${S}>>;`;
  });
  const impls = channels.map((c) => `    ${c.method}: (request, options) => stream(${api}Channels.${c.method}, request, options),`);
  return (
    `\n/** The WebSocket channels of the ${api} API: each one's method, path, the list operation whose request and elements it streams, and what its frames are (deprecations: \`${api}DeprecatedOperations\`, on demand). */\n` +
    `export const ${api}Channels = {\n${table.join('\n')}\n} as const;\n\n` +
    `/** One method per WebSocket channel of the ${api} API. \`M\` is the client's int64 mode. */\n` +
    `export interface ${Api}ChannelMethods<M extends Int64Mode> {\n${members.join('\n')}\n}\n\n` +
    `/** Binds every channel method of the ${api} API to the client's \`stream\`. */\n` +
    `export function create${Api}ChannelMethods<M extends Int64Mode>(stream: Stream): ${Api}ChannelMethods<M> {\n` +
    `  return {\n${impls.join('\n')}\n  };\n}\n`
  );
}

/**
 * What a channel method's JSDoc says of its stream, by what its frames are: what it yields, how it ends and
 * resumes (ending with "Error frames reject", which the common sentence goes on), and the tail of its request's sentence.
 */
function streamSentences(c: ChannelMethod): { how: string[]; request: string } {
  const list = `The elements of \`${c.operationId}\`'s list, one per frame of the WebSocket channel \`${c.path}\``;
  switch (c.frames) {
    case 'update':
      return {
        how: [
          `${list}: every element after`,
          '`beginExclusive`, in offset order, ending after `endInclusive`, or tailing the channel until `signal` aborts or the',
          'loop breaks (either closes the socket). A dropped connection, or a consumer slower than the stream (see',
          '`highWaterMark`), reconnects and resumes after the last offset delivered: no gap, no duplicate. Error frames reject',
        ],
        request: '; without `endInclusive` the stream tails the channel.',
      };
    case 'completion':
      return {
        how: [
          `${list}: every completion and offset`,
          'checkpoint after `beginExclusive` (the ledger begin when absent), in offset order, tailing the channel until `signal`',
          'aborts or the loop breaks (either closes the socket): it has no end. A dropped or closed connection, or a consumer',
          'slower than the stream (see `highWaterMark`), reconnects and resumes after the offset of the last completion or',
          'checkpoint delivered: no gap, no duplicate. Error frames reject',
        ],
        request: '; the stream tails the channel.',
      };
    case 'entry':
      return {
        how: [
          `${list}, never cut short by`,
          "the server's list limit: the snapshot the request selects, ending when the server closes the socket after its last",
          'entry, or when `signal` aborts or the loop breaks. A dropped connection, or a consumer slower than the stream (see',
          '`highWaterMark`), reconnects and resumes after the last entry delivered (its `streamContinuationToken`). Error frames reject',
        ],
        request: '.',
      };
  }
}

/** The JSDoc of the iterator of `id`, paged by a token the response hands out. */
function tokenIteratorDoc(id: string, page: TokenPagination): string[] {
  const carrier = page.in === 'query' ? 'query' : 'request';
  return [
    `Every item of \`${page.items}\` across all pages of \`${id}\`, requested one page at a time.`,
    '',
    `Follows \`${page.next}\` (as \`${page.token}\`) until it is absent, \`null\` or empty; stops when \`signal\` aborts.`,
    `\`.pages()\` yields the pages whole instead; pass a page's \`${page.next}\` as \`${page.token}\` to resume there.`,
    `@param request - The ${carrier}; with \`${page.token}\`, the iteration resumes from that token.`,
    '@param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.',
  ];
}

/** The JSDoc of the iterator of `id`, paged by a cursor built from each page's last item. */
function cursorIteratorDoc(id: string, page: CursorPagination): string[] {
  const set = Object.entries(page.fromLastItem).map(([target, sources]) => `\`${target}\` ← ${sources.map((s) => `\`${s}\``).join(' or ')}`);
  const members = cursorMembers(page)
    .map((m) => `\`${m}\``)
    .join(', ');
  return [
    `Every item of \`${page.items}\` across all pages of \`${id}\`, requested one page at a time.`,
    '',
    `Each next request is the first with the cursor taken from the last item of the page (${set.join('; ')}), values copied exactly;`,
    'ends at the first page without items; stops when `signal` aborts.',
    `\`.pages()\` yields the pages whole instead; build ${members} from a page's last item the same way to resume after it.`,
    page.start === 'caller'
      ? `@param request - The first request; its ${members} is where the listing starts (required).`
      : `@param request - The request; with ${members}, the iteration resumes after that cursor.`,
    '@param options - `signal`, `timeoutMs`, `retry` and extra `headers` of each page request.',
  ];
}

/** The operation table's `page` entry of an operation paged as `page` declares. */
function pageEntry(page: Pagination): string {
  if (isCursorPagination(page)) {
    // A single-quoted literal: JSON's escapes (backslashes, control characters), and the single quote escaped.
    const quoted = (text: string) => `'${JSON.stringify(text).slice(1, -1).replaceAll("'", "\\'")}'`;
    const set = Object.entries(page.fromLastItem).map(([target, sources]) => `${quoted(target)}: [${sources.map(quoted).join(', ')}]`);
    return `{ iterator: '${page.iterator}', items: '${page.items}', fromLastItem: { ${set.join(', ')} } }`;
  }
  return `{ iterator: '${page.iterator}', token: '${page.token}', items: '${page.items}', next: '${page.next}'${page.in === 'query' ? ", in: 'query'" : ''} }`;
}

/** The request types the page iterators of `operations` take, as an import list. */
function pageRequestTypes(operations: OperationSpec[]): string {
  const kinds = new Set(operations.flatMap((op) => (op.pagination === undefined ? [] : [op.pagination.in === 'query' ? 'PageQueryOf' : 'PageRequestOf'])));
  return [...kinds].sort().join(', ');
}

/** Source of the operation table's column of definitions (`<api>Operations`: method, path, what each takes, paging). */
function operationDefinitions(api: string, operations: OperationSpec[], versioned: ReadonlySet<string>): string {
  const table = operations.map((op) => {
    const id = op.id;
    const page = op.pagination;
    const errorMedia = errorMediaTable(op);
    return (
      `  ${id}: {\n` +
      `    method: '${op.method.toLowerCase()}',\n` +
      `    path: '${op.path}',\n` +
      `    pathParams: [${pathParamsOf(op)
        .map((p) => `'${p.name}'`)
        .join(', ')}],\n` +
      (takesBody(op) ? `    body: true,\n` : '') +
      (errorMedia ? `    errorMedia: ${errorMedia},\n` : '') +
      (mediaEntries(op).length > 0 ? `    media: { ${mediaEntries(op).join(', ')} },\n` : '') +
      (versioned.has(id) ? `    versioned: true,\n` : '') +
      (page ? `    page: ${pageEntry(page)},\n` : '') +
      `  },`
    );
  });
  return (
    `/** Every operation of the ${api} API: HTTP method, path and what the client needs to call it. */\n` +
    `export const ${api}Operations: Readonly<Record<string, OperationDef>> = {\n${table.join('\n')}\n};\n\n`
  );
}

/**
 * Source of `<api>-operations.gen.ts`: the operation table of the API, one column per thing the client
 * needs of an operation (its definition: method, path, paging; where its int64 fields are; releases,
 * deprecations, writes), each a constant of its own, and the table that holds them (`<api>OperationTable`).
 */
export function generateOperationTable(
  api: string,
  shapes: Record<string, OperationInt64>,
  operations: OperationSpec[],
  banner: string,
  fieldsOf: Record<string, Readonly<Record<string, string>> | undefined> = {},
  specVersion?: string,
  releases: ReleaseTable = { version: '', operations: {}, fields: {}, channels: {} },
  versioned: ReadonlySet<string> = new Set(operations.filter((op) => op.deprecation !== undefined).map((op) => op.id)),
  channels: readonly ChannelMethod[] = [],
): string {
  const Api = api[0]!.toUpperCase() + api.slice(1);
  const withBft = operations.some((op) => op.bft !== undefined);
  const entries = operations.map((op) => `  ${op.id}: ${JSON.stringify(shapes[op.id] ?? {})},`);
  const responses = Object.fromEntries(operations.map((op) => [op.id, shapes[op.id]?.response]));
  const requests = Object.fromEntries(
    operations.map((op) => {
      const { body, query, path } = shapes[op.id] ?? {};
      return [op.id, { ...(body && { body }), ...(query && { query }), ...(path && { path }) }];
    }),
  );
  const deprecated = Object.fromEntries(operations.flatMap((op) => (fieldsOf[op.id] ? [[op.id, fieldsOf[op.id]!]] : [])));
  const checks = `${emitRoundedChecks(api, responses)}\n\n${emitRequestChecks(
    api,
    requests,
    Object.fromEntries(Object.entries(deprecated).map(([id, fields]) => [id, Object.keys(fields)])),
  )}`;
  return (
    banner +
    `import type { ${withBft ? 'BftRuleEntry, ' : ''}OperationDef, OperationTable, WriteEntry } from '../core/types/operation-table.ts';\n` +
    `import type { Releases } from '../core/types/releases.ts';\n\n` +
    operationDefinitions(api, operations, versioned) +
    `/** Where each operation of the ${api} API carries int64 integers (see tools/codegen/client-int64.ts). */\n` +
    `export const ${api}Int64 = {\n${entries.join('\n')}\n} as const;\n\n` +
    `/** The type of \`${api}Int64\`, which maps int64 fields to \`bigint\` in a bigint-mode client. */\n` +
    `export type ${Api}Int64 = typeof ${api}Int64;\n\n` +
    (/\bfields\(/.test(checks) ? `${fieldsHelper}\n` : '') +
    `${checks}\n\n` +
    `/** What replaces each deprecated field of each operation's request body, and when it goes. */\n` +
    `export const ${api}DeprecatedFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {\n` +
    Object.entries(deprecated)
      .map(([id, fields]) => `  ${id}: ${JSON.stringify(fields)},\n`)
      .join('') +
    '};\n\n' +
    `/** The warning a call of each deprecated operation, or a stream of each deprecated channel, logs, once per process. */\n` +
    `export const ${api}DeprecatedOperations: Readonly<Record<string, string>> = {\n` +
    operations
      .flatMap((op) => {
        const warning = deprecationWarning(op, specVersion);
        return warning === undefined ? [] : [`  ${op.id}: ${JSON.stringify(warning)},\n`];
      })
      .join('') +
    channels
      .flatMap((c) => (c.deprecation ? [`  ${c.method}: ${JSON.stringify(`\`${c.method}\` (WebSocket ${c.path}) is deprecated. ${c.deprecation}`)},\n`] : []))
      .join('') +
    '};\n\n' +
    `/** Which server release serves each operation, deprecated request field and channel whose availability depends on it (core/release.ts). */\n` +
    `export const ${api}Releases: Releases = {\n${Object.entries(releases)
      .map(([key, value]) => `  ${key}: ${JSON.stringify(value)},\n`)
      .join('')}};\n\n` +
    `/** The writes of the ${api} API (\`x-effect: write\`), and where a submission's body holds its ids and deduplication period (\`x-submission\`): what the client never sends twice when the outcome is unknown (core/failure.ts). */\n` +
    `export const ${api}Writes: Readonly<Record<string, WriteEntry>> = {\n` +
    operations
      .filter((op) => op.effect === 'write')
      .map((op) => {
        const { evidence: _evidence, ...pointers } = op.submission ?? { evidence: '' };
        return `  ${op.id}: ${JSON.stringify(op.submission === undefined ? {} : { submission: pointers })},\n`;
      })
      .join('') +
    '};\n\n' +
    (withBft ? bftColumn(api, operations) : '') +
    `${emitBigIntConversions(api, responses)}\n\n` +
    unstableColumn(api, operations) +
    `/** The operation table of the ${api} API: the columns above, as the ${api} client loads them. */\n` +
    `export const ${api}OperationTable: OperationTable = {\n` +
    `  operations: ${api}Operations,\n  int64: ${api}Int64,\n  rounded: ${api}RoundedInt64,\n  toBigInt: ${api}BigIntInt64,\n  requestChecks: ${api}RequestChecks,\n  deprecatedFields: ${api}DeprecatedFields,\n  deprecations: ${api}DeprecatedOperations,\n  releases: ${api}Releases,\n  writes: ${api}Writes,\n${withBft ? `  bft: ${api}Bft,\n` : ''}${operations.some((op) => op.stability !== 'external') ? `  unstable: ${api}Unstable,\n` : ''}};\n`
  );
}

/** The `unstable` column: the operations upstream makes no compatibility promise for, with their class (nothing when every one is `external`). */
function unstableColumn(api: string, operations: OperationSpec[]): string {
  const unstable = operations.filter((op) => op.stability !== 'external');
  if (unstable.length === 0) return '';
  return (
    `/** The operations of the ${api} API without upstream's compatibility promise (\`x-stability\`), which the client of \`@canton-openapi/client/${api}\` refuses. */\n` +
    `export const ${api}Unstable: Readonly<Record<string, 'internal' | 'pre-alpha'>> = {\n${unstable.map((op) => `  ${op.id}: '${op.stability}',\n`).join('')}};\n\n`
  );
}

/** Source of the operation table's `bft` column: each operation's `x-bft` rule (only APIs that declare one: Scan). */
function bftColumn(api: string, operations: OperationSpec[]): string {
  return (
    `/** How a BFT client agrees on each read of the ${api} API (\`x-bft\`; scan/bft/votes.ts, agreed-read.ts). */\n` +
    `export const ${api}Bft: Readonly<Record<string, BftRuleEntry>> = {\n` +
    operations.flatMap((op) => (op.bft === undefined ? [] : [`  ${op.id}: ${JSON.stringify(op.bft)},\n`])).join('') +
    '};\n\n'
  );
}

/** An operation's path parameters in the order of its path (`/a/{x}/b/{y}`: x, then y), as its method takes them. */
function pathParamsOf(op: OperationSpec): ReturnType<typeof parametersIn> {
  return parametersIn(op, 'path').sort((a, b) => op.path.indexOf(`{${a.name}}`) - op.path.indexOf(`{${b.name}}`));
}
