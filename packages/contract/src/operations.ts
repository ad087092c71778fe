// The operations of a spec in the one shape every tool reads (codegen, conformance and its mock, the docs,
// the tests): the one walk over `paths`, path-level parameters merged into each operation's, and every
// `$ref` of parameters, bodies, responses and examples followed.
import { type BftRule, bftOf } from './bft.ts';
import { deprecatedNode, type DeprecationSpec, readDeprecation } from './deprecation.ts';
import { type AuthBeforeEffect, authBeforeEffectOf, type Effect, effectOf } from './effects.ts';
import { type Stability, stabilityOf } from './stability.ts';
import { type SubmissionSpec, submissionOf } from './submissions.ts';
import { follow, type SpecDocument } from './document.ts';
import { isObject, type Json, type JsonObject, objectAt, pointerJoin, stringAt } from './json.ts';
import { type Pagination, paginationOf } from './pagination.ts';
import { type Lifecycle, lifecycleOf } from './lifecycle.ts';
import { followRefs } from './refs.ts';
import { httpMethods } from './walk.ts';

/** A named example of a request or response body. */
export interface SpecExample {
  name: string;
  summary?: string;
  value: Json;
}

/** One media type of a body: its schema (by pointer into the document) and named examples. */
export interface MediaSpec {
  mediaType: string;
  schemaPointer: string;
  schema: JsonObject;
  examples: SpecExample[];
}

/** A documented response: an explicit status (`'404'`) or `'default'`. */
export interface ResponseSpec {
  status: string;
  description: string;
  contents: MediaSpec[];
  /**
   * The shared response it references (`/components/responses/Unauthorized`), where its `$ref` chain ends in
   * one; absent for a response written inline. Operations declaring the same component answer alike.
   */
  component?: string;
}

/** A parameter of an operation, with the example values the spec gives for it. */
export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  /** Where the parameter is written: under the path item or under the operation. */
  at: string;
  /** Where the parameter object is: the component it references, or `at`. */
  pointer: string;
  schemaPointer: string;
  schema: JsonObject;
  deprecated: boolean;
  /** In which releases the parameter is served (`availabilityAt`). */
  lifecycle: Lifecycle;
  /** The `example`, the `examples` values, then the schema's `example` and `examples`, in that order. */
  examples: Json[];
  /** The parameter object as resolved (its `$ref` siblings laid over it), for readers of its other keys. */
  source: JsonObject;
}

/** A security scheme as one alternative of an operation's requirement names it. */
export interface SecuritySchemeSpec {
  name: string;
  type: string;
  scheme?: string;
  /** For `apiKey` schemes: where the key goes and under which name. */
  in?: string;
  keyName?: string;
}

/** A deprecated request field or parameter of an operation, with the releases that serve it (`availabilityAt`). */
export interface DeprecatedField extends DeprecationSpec {
  /** `body /filter` or `query limit`. */
  where: string;
  lifecycle: Lifecycle;
}

/** One operation of a spec: the one shape of an operation every tool reads. */
export interface OperationSpec {
  /** The `operationId`, or `GET /path` when the spec gives none (`namedOperations` refuses those). */
  id: string;
  /** Upper case. */
  method: string;
  path: string;
  /** JSON pointer of the operation (`/paths/~1v0~1things/get`). */
  pointer: string;
  summary?: string;
  /**
   * Path-level parameters followed by the operation's own; an operation parameter overrides a
   * path-level one of the same name and location (OpenAPI 3.1), taking its place in the list.
   */
  parameters: ParameterSpec[];
  requestBody?: { required: boolean; contents: MediaSpec[] };
  responses: ResponseSpec[];
  /** Alternatives (any one suffices), each a list of schemes (all needed). Empty: no credentials needed. */
  security: SecuritySchemeSpec[][];
  /** The operation's tags, in order. */
  tags: string[];
  /** What a request may do to the server's state (`x-effect`; `write` when the spec does not say). */
  effect: Effect;
  /** What upstream promises about it across releases (`x-stability`, else the document's `info.x-stability`; `internal` when neither says). */
  stability: Stability;
  /** For a write: the evidence that the server refuses a request without credentials before any effect (`x-auth-before-effect`). */
  authBeforeEffect?: AuthBeforeEffect;
  /** For a command submission: where its body holds the command id, submission id and deduplication period (`x-submission`). */
  submission?: SubmissionSpec;
  /** Present when the operation is deprecated: what replaces it and when it goes. */
  deprecation?: DeprecationSpec;
  /** In which releases the operation is served (`availabilityAt`). */
  lifecycle: Lifecycle;
  deprecatedFields: DeprecatedField[];
  /** How the operation pages, from its `x-pagination`. */
  pagination?: Pagination;
  /** How a BFT client agrees on it (`x-bft`), when it declares a valid rule. */
  bft?: BftRule;
  /** The operation object as written in the document, for readers of its other keys. */
  source: JsonObject;
}

/** Every operation of the document, in document order. */
export function listOperations(doc: SpecDocument): OperationSpec[] {
  const operations: OperationSpec[] = [];
  const paths = objectAt(doc.root, 'paths') ?? {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = followRefs(doc.root, rawItem, pointerJoin('/paths', path), `${doc.api} spec`);
    if (!isObject(item.value)) continue;
    const inherited = readParameters(doc, item.value['parameters'], pointerJoin(item.pointer, 'parameters'));
    for (const method of httpMethods) {
      const operation = item.value[method];
      if (!isObject(operation)) continue;
      const pointer = pointerJoin(item.pointer, method);
      const own = readParameters(doc, operation['parameters'], pointerJoin(pointer, 'parameters'));
      const overridden = (p: ParameterSpec) => own.some((o) => o.name === p.name && o.in === p.in);
      operations.push(readOperation(doc, path, method, operation, pointer, [...inherited.filter((p) => !overridden(p)), ...own]));
    }
  }
  return operations;
}

/** Every operation of the document, each named by its `operationId`; throws naming the first without one (generated code names it by its id). */
export function namedOperations(doc: SpecDocument): OperationSpec[] {
  const operations = listOperations(doc);
  const unnamed = operations.find((op) => typeof op.source['operationId'] !== 'string');
  if (unnamed !== undefined) throw new Error(`${doc.api} spec: ${unnamed.method} ${unnamed.path} has no operationId`);
  return operations;
}

/** The `application/json` content of a body or response that has a schema, if any. */
export function jsonContent(holder: { contents: MediaSpec[] } | undefined): MediaSpec | undefined {
  return holder?.contents.find((media) => media.mediaType === 'application/json' && media.schemaPointer !== '');
}

/** The parameters of `op` in one place (`path`, `query`, ...), in order. */
export function parametersIn(op: OperationSpec, place: ParameterSpec['in']): ParameterSpec[] {
  return op.parameters.filter((parameter) => parameter.in === place);
}

function readOperation(doc: SpecDocument, path: string, method: string, raw: JsonObject, at: string, parameters: ParameterSpec[]): OperationSpec {
  const id = stringAt(raw, 'operationId') ?? `${method.toUpperCase()} ${path}`;
  const operation: OperationSpec = {
    id,
    method: method.toUpperCase(),
    path,
    pointer: at,
    parameters,
    responses: readResponses(doc, objectAt(raw, 'responses') ?? {}, pointerJoin(at, 'responses')),
    security: readSecurity(doc, Array.isArray(raw['security']) ? raw['security'] : doc.root['security']),
    tags: Array.isArray(raw['tags']) ? raw['tags'].filter((tag): tag is string => typeof tag === 'string') : [],
    effect: effectOf(raw),
    stability: stabilityOf(raw, doc.root),
    deprecatedFields: [],
    lifecycle: lifecycleOf(raw),
    source: raw,
  };
  const summary = stringAt(raw, 'summary');
  if (summary !== undefined) operation.summary = summary;
  if (raw['requestBody'] !== undefined) {
    const body = follow(doc, raw['requestBody'], pointerJoin(at, 'requestBody'));
    operation.requestBody = { required: body.value['required'] === true, contents: readContents(doc, body.value, body.pointer) };
  }
  if (raw['deprecated'] === true) operation.deprecation = readDeprecation(raw);
  const authBeforeEffect = authBeforeEffectOf(raw);
  if (authBeforeEffect !== undefined) operation.authBeforeEffect = authBeforeEffect;
  const submission = submissionOf(raw);
  if (submission !== undefined) operation.submission = submission;
  const pagination = paginationOf(raw, `${doc.api} ${id}`);
  if (pagination !== undefined) operation.pagination = pagination;
  const bft = bftOf(raw);
  if (bft !== undefined) operation.bft = bft;
  for (const p of parameters)
    if (p.deprecated) operation.deprecatedFields.push({ where: `${p.in} ${p.name}`, ...readDeprecation(p.source), lifecycle: p.lifecycle });
  for (const media of operation.requestBody?.contents ?? []) {
    collectDeprecatedProperties(doc, media.schema, '', new Set(), operation.deprecatedFields);
  }
  return operation;
}

function readParameters(doc: SpecDocument, list: Json | undefined, at: string): ParameterSpec[] {
  return Array.isArray(list) ? list.map((value, index) => readParameter(doc, value, pointerJoin(at, index))) : [];
}

function readParameter(doc: SpecDocument, written: Json, at: string): ParameterSpec {
  const { value, pointer } = follow(doc, written, at);
  const name = stringAt(value, 'name') ?? '';
  const location = stringAt(value, 'in');
  if (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie') {
    throw new Error(`${doc.api} spec: parameter '${name}' at ${pointer} has no valid 'in'`);
  }
  const schema = follow(doc, value['schema'] ?? {}, pointerJoin(pointer, 'schema'));
  const examples: Json[] = [];
  if (value['example'] !== undefined) examples.push(value['example']);
  for (const ex of Object.values(objectAt(value, 'examples') ?? {})) {
    const example = isObject(ex) ? ex['value'] : undefined;
    if (example !== undefined) examples.push(example);
  }
  if (schema.value['example'] !== undefined) examples.push(schema.value['example']);
  if (Array.isArray(schema.value['examples'])) examples.push(...schema.value['examples']);
  const description = stringAt(value, 'description');
  return {
    name,
    in: location,
    required: value['required'] === true,
    ...(description === undefined ? {} : { description }),
    at,
    pointer,
    schemaPointer: pointerJoin(pointer, 'schema'),
    schema: schema.value,
    deprecated: value['deprecated'] === true,
    lifecycle: lifecycleOf(value),
    examples,
    source: value,
  };
}

function readResponses(doc: SpecDocument, raw: JsonObject, at: string): ResponseSpec[] {
  return Object.entries(raw).map(([status, entry]) => {
    const { value, pointer } = follow(doc, entry, pointerJoin(at, status));
    const response: ResponseSpec = { status, description: stringAt(value, 'description') ?? '', contents: readContents(doc, value, pointer) };
    if (pointer.startsWith('/components/responses/')) response.component = pointer;
    return response;
  });
}

function readContents(doc: SpecDocument, holder: JsonObject, at: string): MediaSpec[] {
  const content = objectAt(holder, 'content') ?? {};
  return Object.entries(content).map(([mediaType, rawMedia]) => {
    const mediaAt = pointerJoin(at, 'content', mediaType);
    const media = isObject(rawMedia) ? rawMedia : {};
    const examples: SpecExample[] = [];
    for (const [name, rawExample] of Object.entries(objectAt(media, 'examples') ?? {})) {
      const example = follow(doc, rawExample, pointerJoin(mediaAt, 'examples', name)).value;
      if (example['value'] === undefined) continue;
      const summary = stringAt(example, 'summary');
      examples.push({ name, value: example['value'], ...(summary === undefined ? {} : { summary }) });
    }
    if (examples.length === 0 && media['example'] !== undefined) examples.push({ name: 'example', value: media['example'] });
    const schema = media['schema'] === undefined ? { value: {}, pointer: '' } : follow(doc, media['schema'], pointerJoin(mediaAt, 'schema'));
    return { mediaType, schemaPointer: media['schema'] === undefined ? '' : pointerJoin(mediaAt, 'schema'), schema: schema.value, examples };
  });
}

function readSecurity(doc: SpecDocument, raw: Json | undefined): SecuritySchemeSpec[][] {
  if (!Array.isArray(raw)) return [];
  const schemes = objectAt(objectAt(doc.root, 'components') ?? {}, 'securitySchemes') ?? {};
  const alternatives: SecuritySchemeSpec[][] = [];
  for (const requirement of raw) {
    if (!isObject(requirement)) continue;
    const names = Object.keys(requirement);
    // `{}` among the alternatives means credentials are optional: the operation is public.
    if (names.length === 0) return [];
    alternatives.push(
      names.map((name) => {
        const scheme = follow(doc, schemes[name] ?? {}, pointerJoin('/components/securitySchemes', name)).value;
        const spec: SecuritySchemeSpec = { name, type: stringAt(scheme, 'type') ?? 'unknown' };
        const httpScheme = stringAt(scheme, 'scheme');
        if (httpScheme !== undefined) spec.scheme = httpScheme.toLowerCase();
        const location = stringAt(scheme, 'in');
        if (location !== undefined) spec.in = location;
        const keyName = stringAt(scheme, 'name');
        if (keyName !== undefined) spec.keyName = keyName;
        return spec;
      }),
    );
  }
  return alternatives;
}

function collectDeprecatedProperties(doc: SpecDocument, schema: JsonObject, at: string, seen: Set<JsonObject>, out: DeprecatedField[]): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  for (const [name, rawProperty] of Object.entries(objectAt(schema, 'properties') ?? {})) {
    if (!isObject(rawProperty)) continue;
    const where = pointerJoin(at, name);
    const target = follow(doc, rawProperty, '');
    const node = deprecatedNode(rawProperty, target.value);
    if (node['deprecated'] === true) out.push({ where: `body ${where}`, ...readDeprecation(node), lifecycle: lifecycleOf(node) });
    collectDeprecatedProperties(doc, target.value, where, seen, out);
  }
}
