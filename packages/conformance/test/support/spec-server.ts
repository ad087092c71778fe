// A correct server for tests, built by replaying the spec's examples: it checks credentials and
// validates requests like a real node, answers the first documented example, and can be told to
// misbehave in one way at a time.
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { type ApiName, apiRootPrefix } from '../../src/apis.ts';
import { loadSpec } from '../../src/load-spec.ts';
import {
  cursorKey,
  cursorOfItem,
  endsPaging,
  isCursorPagination,
  isObject,
  listOperations,
  type OperationSpec,
  type ResponseSpec,
  type SpecDocument,
} from '@canton-openapi/contract';
import { attachChannels, type ChannelDefect } from './channel-server.ts';
import { disabledError, releaseServes, type ServedRelease, versionAnswer } from './served-release.ts';

/** A reply as the server is about to send it. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request as the server understood it. */
export interface Call {
  operationId: string;
  method: string;
  /** The request URI as pekko makes it: absolute, from the Host header. */
  uri: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The path parameters, by name (decoded). */
  pathParams?: Record<string, string>;
}

export interface SpecServerOptions {
  /** The document to serve instead of the bundled spec of the API: a small fixture spec. */
  spec?: SpecDocument;
  /** Answer 200 even to requests that break the spec. */
  acceptInvalid?: boolean | ((operationId: string) => boolean);
  /**
   * Check requests as a decoder does (types, required fields, enums) and no range, length, pattern,
   * format or combination rule: a server whose handlers check nothing beyond what its decoder reads.
   */
  structureOnly?: boolean;
  /** Answer without checking credentials. */
  ignoreAuth?: boolean;
  /** Answer in this media type wherever the status declares it (otherwise in the status's first one). */
  mediaType?: string;
  /** Change a reply before it is sent; `accepted` is the answer to the request as if it were valid. */
  alter?: (call: Call, reply: Reply, accepted: () => Reply) => Reply | undefined;
  /** How the WebSocket channels (of an API that has them) misbehave, or `false` for none served at all. */
  channels?: ChannelDefect | false;
  /** Called when a WebSocket stream left open has sent everything and the client has read it (a fake clock moves on here). */
  onChannelIdle?: () => void;
  /**
   * Serve one release, as its node does: see {@link ServedRelease}. Without it the server serves the whole
   * spec, but for an API whose spec has a version endpoint (the ledger's): that one reports the oldest release
   * the spec describes (`info.x-minimum-server-version`) and serves that release, as a node of it would.
   */
  release?: ServedRelease;
}

/**
 * A node's answer to a path no route matches: the participant's is pekko's default rejection, 404 text/plain; a
 * Splice app's is its own not-found handler (HttpAdminService.scala: notFoundRoute), 404 `{error}` naming the
 * request URI, absolute as pekko makes it from the Host header.
 */
function unknownPathReply(api: ApiName, req: IncomingMessage): Reply {
  if (api === 'ledger') return { status: 404, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body: 'The requested resource could not be found.' };
  const error = `The requested resource could not be found: http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
  return { status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error }) };
}

export interface SpecServer {
  baseUrl: string;
  close(): Promise<void>;
}

const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

const valueRules = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'not',
  'if',
  'then',
  'else',
];

/** The document with every range, length, pattern, format and combination rule removed, in place. */
function withoutValueRules<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(withoutValueRules);
  else if (isObject(node)) {
    for (const key of Object.keys(node)) {
      if (key === 'examples' || key === 'example' || key === 'properties') {
        if (key === 'properties') for (const child of Object.values(node[key] as object)) withoutValueRules(child);
        continue;
      }
      if (valueRules.includes(key)) delete node[key];
      else withoutValueRules(node[key]);
    }
  }
  return node;
}

/** Starts a spec-replaying server of `api` on a free loopback port, below the API root a real node uses. */
export async function startSpecServer(api: ApiName, options: SpecServerOptions = {}): Promise<SpecServer> {
  const doc = options.spec ?? (await bundledSpec(api));
  const operations = listOperations(doc);
  const prefix = apiRootPrefix(doc.root);
  // A participant always reports its release; the one serving the whole spec is the oldest the spec describes,
  // or the newest an operation was added in (the ledger's page endpoint: 3.5.10) when later.
  const minimum = isObject(doc.root['info']) ? doc.root['info']['x-minimum-server-version'] : undefined;
  const reported = options.release?.reports ?? (operations.some((op) => op.id === 'getV2Version') && typeof minimum === 'string' ? minimum : undefined);
  // A node that reports its release serves that release, no more: what a later release added is a path no route matches.
  const served: ServedRelease | undefined = options.release ?? (reported === undefined ? undefined : { reports: reported });
  // A Splice spec documents its app's `GET /version`, but no one Splice release serves the whole spec (0.9.0 removed
  // what 0.7.5 deprecated): a server of the whole spec reports no release, so it has no version endpoint.
  const routed = served !== undefined ? operations : operations.filter((op) => !(op.method === 'GET' && op.path === '/version'));
  const node: Node = {
    api,
    prefix,
    routes: routed.map((op) => ({
      op,
      names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
      pattern: new RegExp(`^${prefix}${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, '([^/]+)')}$`),
    })),
    ...(reported === undefined ? {} : { version: versionAnswer(api, reported, operations) }),
    ...(served === undefined ? {} : { release: served }),
    answer: correctAnswers(options, requestValidator(doc, options.structureOnly === true)),
    ...(options.alter === undefined ? {} : { alter: options.alter }),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = replyTo(node, req, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });
  const detachChannels =
    options.channels === false
      ? () => {}
      : await attachChannels(server, api, prefix, {
          ...(options.channels === undefined ? {} : { defect: options.channels }),
          ...(served === undefined ? {} : { release: served }),
          ...(options.onChannelIdle === undefined ? {} : { onIdle: options.onChannelIdle }),
        });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    close: () =>
      new Promise<void>((done) => {
        detachChannels();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** An operation of the served spec, as a request's path finds it. */
interface Route {
  op: OperationSpec;
  /** The names of its path parameters, in order. */
  names: string[];
  pattern: RegExp;
}

/** The answer of a correct server to a request of `op`: `acceptInvalid` answers it as if it were valid. */
type Answer = (op: OperationSpec, call: Call, pathParams: Record<string, string>, acceptInvalid?: boolean) => Reply;

/** What a test server's node is: its API root, its routes, the release it serves and reports, and how it answers. */
interface Node {
  api: ApiName;
  prefix: string;
  routes: Route[];
  /** The version endpoint's path and answer, where the node reports a release. */
  version?: { path: string; body: unknown };
  release?: ServedRelease;
  answer: Answer;
  alter?: SpecServerOptions['alter'];
}

/** The node's reply to one request (`text`, its body): the release's gates first, as a node's routes answer, then the operation's answer. */
function replyTo(node: Node, req: IncomingMessage, text: string): Reply {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { release, version } = node;
  // Answered before any credential check: the participant binds its version service without one.
  if (version !== undefined && req.method === 'GET' && url.pathname === node.prefix + version.path)
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(version.body) };
  const route = node.routes.find((r) => r.op.method === req.method && r.pattern.test(url.pathname));
  const serves = route === undefined || release === undefined ? 'served' : releaseServes(release, route.op.lifecycle);
  if (serves === 'gone' || (route === undefined && release !== undefined)) return unknownPathReply(node.api, req);
  // The gate answers before the body is read, credentials or not.
  if (serves === 'refused' && route !== undefined)
    return { status: 400, headers: { 'content-type': 'application/json' }, body: disabledError(route.op.path, route.op.lifecycle) };
  if (route === undefined) return unknownPathReply(node.api, req);
  let body: unknown;
  try {
    // A body of bytes (a DAR) is taken as it is.
    body = text === '' ? undefined : route.op.requestBody?.contents[0]?.mediaType.includes('json') === false ? text : JSON.parse(text);
  } catch {
    body = Symbol('invalid JSON');
  }
  const matched = route.pattern.exec(url.pathname) ?? [];
  const pathParams = Object.fromEntries(route.names.map((name, i) => [name, matched[i + 1] ?? '']));
  const decoded = Object.fromEntries(Object.entries(pathParams).map(([name, value]) => [name, decodeURIComponent(value)]));
  const uri = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
  const call: Call = { operationId: route.op.id, method: req.method ?? '', uri, query: url.searchParams, headers: req.headers, body, pathParams: decoded };
  const field = release === undefined ? undefined : refusedField(route.op, release, body);
  if (field !== undefined)
    return { status: 400, headers: { 'content-type': 'application/json' }, body: disabledError(`${route.op.path} field ${field.where}`, field.lifecycle) };
  const reply = node.answer(route.op, call, pathParams);
  return node.alter?.(call, reply, () => node.answer(route.op, call, pathParams, true)) ?? reply;
}

// The servers of one test file share what does not change between them: the bundled spec of each API, read once,
// and the request validator of each document, whose schemas each compile once, not once per server started.
const bundledSpecs = new Map<ApiName, Promise<SpecDocument>>();
const requestValidators = new WeakMap<SpecDocument['root'], Map<boolean, (pointer: string, data: unknown) => boolean>>();

/** The bundled spec of `api`, read at the first server of it (the servers only read it). */
function bundledSpec(api: ApiName): Promise<SpecDocument> {
  let doc = bundledSpecs.get(api);
  if (doc === undefined) {
    doc = loadSpec(api);
    bundledSpecs.set(api, doc);
  }
  return doc;
}

/** The request validator of `doc` (decoding rules only, with `structureOnly`), made at the first server of it. */
function requestValidator(doc: SpecDocument, structureOnly: boolean): (pointer: string, data: unknown) => boolean {
  const byMode = requestValidators.get(doc.root) ?? new Map<boolean, (pointer: string, data: unknown) => boolean>();
  requestValidators.set(doc.root, byMode);
  let validate = byMode.get(structureOnly);
  if (validate === undefined) {
    validate = compiledRequestValidator(doc, structureOnly);
    byMode.set(structureOnly, validate);
  }
  return validate;
}

/** Whether `data` is valid against the schema at `pointer` of `doc` (without its value rules when `structureOnly`). */
function compiledRequestValidator(doc: SpecDocument, structureOnly: boolean): (pointer: string, data: unknown) => boolean {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(structureOnly ? withoutValueRules(structuredClone(doc.root)) : doc.root, 'spec');
  const validators = new Map<string, ValidateFunction>();
  return (pointer, data) => {
    let fn = validators.get(pointer);
    if (fn === undefined) {
      fn = ajv.compile({ $ref: `spec#${pointer}` });
      validators.set(pointer, fn);
    }
    return fn(data);
  };
}

/**
 * The 200 example a correct server answers: the first, or the last page once the request carries what an
 * example handed out (a token in the body or the query, or a cursor built from an example page's last item).
 */
function pageExample(op: OperationSpec, call: Call): { value: unknown } | undefined {
  const ok = op.responses.find((r) => r.status === '200');
  const examples = ok?.contents[0]?.examples ?? [];
  if (op.pagination !== undefined && isCursorPagination(op.pagination)) {
    const paging = op.pagination;
    const itemsOf = (v: unknown) => (isObject(v) && Array.isArray(v[paging.items]) ? (v[paging.items] as unknown[]) : []);
    const issued = examples.flatMap((e) => {
      const items = itemsOf(e.value);
      const cursor = items.length === 0 ? undefined : cursorOfItem(paging, items[items.length - 1]);
      return cursor !== undefined && 'key' in cursor ? [cursor.key] : [];
    });
    const carried = cursorKey(paging, call.body);
    return carried !== undefined && issued.includes(carried) ? examples.find((e) => itemsOf(e.value).length === 0) : examples[0];
  }
  // A token the server handed out (in the body or the query, as `x-pagination` says) leads to the last page.
  const sent = typeof call.body === 'symbol' ? '' : JSON.stringify(call.body ?? null);
  const paging = op.pagination;
  const tokenOf = (v: unknown) => (isObject(v) ? v[paging?.next ?? 'next_page_token'] : undefined);
  const inQuery = paging?.in === 'query' ? call.query.get(paging.token) : null;
  const carries = (token: unknown) => (inQuery === null ? sent.includes(`:${JSON.stringify(token)}`) : inQuery === String(token));
  const handedOut = examples.some((e) => !endsPaging(tokenOf(e.value)) && carries(tokenOf(e.value)));
  return handedOut ? examples.find((e) => endsPaging(tokenOf(e.value))) : examples[0];
}

/** How a correct server answers: credentials checked, the request validated, then the first documented example (or the last page). */
function correctAnswers(options: SpecServerOptions, valid: (pointer: string, data: unknown) => boolean): Answer {
  function answer(
    op: OperationSpec,
    call: Call,
    pathParams: Record<string, string>,
    acceptInvalid = typeof options.acceptInvalid === 'function' ? options.acceptInvalid(op.id) : options.acceptInvalid,
  ): Reply {
    if (!options.ignoreAuth && op.security.length > 0) {
      const names = new Set(op.security.flat().map((s) => (s.type === 'apiKey' ? (s.keyName ?? '').toLowerCase() : 'authorization')));
      if (![...names].some((n) => call.headers[n] !== undefined)) return replyFrom(op, 401);
    }
    if (!acceptInvalid && !requestIsValid(op, call, pathParams)) return replyFrom(op, 400);
    return replyFrom(op, 200, pageExample(op, call)?.value);
  }

  function requestIsValid(op: OperationSpec, call: Call, pathParams: Record<string, string>): boolean {
    for (const param of op.parameters) {
      const raw = param.in === 'path' ? pathParams[param.name] : param.in === 'query' ? (call.query.get(param.name) ?? undefined) : undefined;
      if (raw === undefined) {
        if (param.required) return false;
        continue;
      }
      const text = decodeURIComponent(raw);
      const numeric = ['integer', 'number'].includes(String(param.schema['type'])) && /^-?\d+(\.\d+)?$/.test(text);
      const list = param.in === 'query' && param.schema['type'] === 'array' ? call.query.getAll(param.name) : undefined; // form, exploded: once per value
      if (!valid(param.schemaPointer, list ?? (numeric ? Number(text) : text))) return false;
    }
    const media = op.requestBody?.contents[0];
    if (media === undefined) return true;
    if (call.body === undefined) return !op.requestBody?.required;
    return typeof call.body !== 'symbol' && valid(media.schemaPointer, call.body);
  }

  function replyFrom(op: OperationSpec, status: number, value?: unknown): Reply {
    const response: ResponseSpec | undefined = op.responses.find((r) => r.status === String(status)) ?? op.responses.find((r) => r.status === 'default');
    const content = response?.contents.find((c) => c.mediaType === options.mediaType) ?? response?.contents[0];
    if (response !== undefined && content === undefined) return { status, headers: {}, body: '' }; // a status declared without a body
    const chosen = value ?? content?.examples[0]?.value ?? null;
    const mediaType = content?.mediaType ?? 'application/json';
    const body = mediaType.includes('json') ? JSON.stringify(chosen) : String(chosen);
    return { status, headers: { 'content-type': mediaType }, body };
  }

  return answer;
}

/** The first request field the release refuses in a decoded body (`filter`, `verbose` on 3.6.1). */
function refusedField(op: OperationSpec, release: ServedRelease, body: unknown) {
  return op.deprecatedFields.find(
    (f) => f.where.startsWith('body /') && isObject(body) && f.where.slice('body /'.length) in body && releaseServes(release, f.lifecycle) === 'refused',
  );
}
