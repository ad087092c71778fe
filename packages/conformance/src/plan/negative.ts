// Negative data: requests that break one rule of the spec each, derived from the schemas, never hand-listed.
import {
  atPointer,
  follow,
  isObject,
  type Json,
  type JsonObject,
  type MediaSpec,
  objectAt,
  pointerJoin,
  pointerTokens,
  type OperationSpec,
  type ServerCheckKeyword,
  serverCheckOf,
  typesOf,
  type SpecDocument,
  stringsAt,
  type UnionSpec,
} from '@canton-openapi/contract';
import type { SpecValidator } from '../validate/validator.ts';
import { cloneBody, type PlannedRequest, serializeJson } from './request.ts';

/**
 * The rule a negative request breaks and what the spec records of the server for it (`x-server-check`).
 * `enforced`: the server rejects such a request, so accepting it fails; false: the server is known to
 * accept it, so accepting it is a warning (a failure under `--strict`). A rule without a record counts
 * as enforced (`canton/server-check` keeps our specs from having one).
 */
export interface NegativeRule {
  keyword: ServerCheckKeyword;
  enforced: boolean;
  /** With `enforced`: the first release that enforces it (a server of an earlier one accepts such a request). */
  since?: string;
  /** Where the servers' code shows it; absent when the spec records nothing for the rule. */
  evidence?: string;
}

/** One rule-breaking variation of a valid request. */
export interface NegativeCase {
  /** What rule it breaks, for the report. */
  name: string;
  /** The rule broken; absent for a body that is not JSON at all, which every server must reject. */
  rule?: NegativeRule;
  /** Where: a JSON pointer into the body, or `query <name>` / `path <name>`. */
  where: string;
  request: PlannedRequest;
}

const notANumber = 'not-a-number';

/** The rule `keyword` of `schema` with its `x-server-check` record. */
function ruleOf(schema: JsonObject, keyword: ServerCheckKeyword): NegativeRule {
  const record = serverCheckOf(schema, keyword);
  return record === undefined ? { keyword, enforced: true } : { keyword, ...record };
}

/**
 * Variations of `base` that each break one rule the spec states: malformed JSON, a missing required
 * field, a wrong type, a value outside an `enum`, a number below its `minimum` or above its `maximum`,
 * an empty list where `minItems: 1`, a list one item longer than its `maxItems`, a string breaking its
 * `pattern`, a combination the schema's `not`
 * forbids; and the same for path and query parameters. Each carries the rule's `x-server-check` record.
 * Each body variation is confirmed invalid against the spec before it is used.
 */
export function deriveNegatives(doc: SpecDocument, validator: SpecValidator, op: OperationSpec, base: PlannedRequest, otherBodies: Json[]): NegativeCase[] {
  const media = op.requestBody?.contents.find((m) => m.mediaType.includes('json'));
  const body = media !== undefined && isObject(base.body) ? bodyNegatives(doc, validator, media, base, base.body, otherBodies) : [];
  return [...body, ...parameterNegatives(validator, op, base)];
}

/** The variations of `base`'s JSON body `body` (of `media`); `otherBodies` lend fields a forbidden combination needs. */
function bodyNegatives(
  doc: SpecDocument,
  validator: SpecValidator,
  media: MediaSpec,
  base: PlannedRequest,
  body: JsonObject,
  otherBodies: Json[],
): NegativeCase[] {
  const cases: NegativeCase[] = [];
  const add = (rule: NegativeRule, name: string, where: string, mutated: Json) => {
    if (validator.validate(media.schemaPointer, mutated).length === 0) return;
    cases.push({ name, rule, where, request: { ...base, body: mutated } });
  };
  // A body cut short is what a client bug or a proxy truncation sends; no decoder can read it.
  const { body: _parsed, ...withoutBody } = base;
  const text = serializeJson(body);
  cases.push({
    name: 'malformed JSON (the body cut short)',
    where: '',
    request: { ...withoutBody, rawBody: text.slice(0, Math.max(1, text.length - 1)) },
  });
  const root = follow(doc, media.schema, media.schemaPointer);
  const properties = objectAt(root.value, 'properties') ?? {};
  // A property read with the keys beside its `$ref`: a record may be written there.
  const property = (field: string) => follow(doc, properties[field] ?? {}, '').value;
  for (const field of stringsAt(root.value, 'required')) {
    if (field in body) add(ruleOf(property(field), 'required'), `missing required \`${field}\``, `/${field}`, without(body, field));
  }
  for (const field of Object.keys(properties)) {
    if (!(field in body)) continue;
    const schema = property(field);
    const wrong = wrongTypeValue(schema);
    if (wrong !== undefined) add(ruleOf(schema, 'type'), `\`${field}\` of the wrong type (${wrong.label})`, `/${field}`, { ...body, [field]: wrong.value });
  }
  for (const combination of forbiddenCombinations(root.value)) {
    const missing = combination.filter((f) => !(f in body));
    const filled: JsonObject = { ...body };
    for (const field of missing) {
      const donor = otherBodies.find((b) => isObject(b) && b[field] !== undefined);
      if (isObject(donor) && donor[field] !== undefined) filled[field] = donor[field];
    }
    if (combination.every((f) => f in filled))
      add(ruleOf(root.value, 'not'), `${combination.map((f) => `\`${f}\``).join(' with ')} (forbidden by \`not\`)`, '', filled);
  }
  const seen = new Set<string>();
  walk(doc, validator.unions, body, root.pointer, '', (schema, schemaAt, value, at) => {
    // A list item is named with its list: `owner_party_ids/0`.
    const tokens = at.split('/');
    const name = /^\d+$/.test(tokens.at(-1) ?? '') ? tokens.slice(-2).join('/') : (tokens.at(-1) ?? '');
    for (const variation of valueVariations(schema, value, name)) {
      // One variation per rule and schema location: a rule repeated across list items adds nothing.
      const key = `${variation.keyword} ${schemaAt}`;
      if (seen.has(key)) continue;
      seen.add(key);
      add(ruleOf(schema, variation.keyword), variation.name, at, replaced(body, at, variation.value));
    }
  });
  return cases;
}

/** The values of one place in a body (named `name`) that each break one rule of its schema: a range, a list's size, an `enum`, a `pattern`. */
function valueVariations(schema: JsonObject, value: Json, name: string): { keyword: ServerCheckKeyword; name: string; value: Json }[] {
  const variations: { keyword: ServerCheckKeyword; name: string; value: Json }[] = [];
  const { minimum, maximum } = schema;
  if (typeof minimum === 'number' && typeof value === 'number')
    variations.push({ keyword: 'minimum', name: `\`${name}\` = ${minimum - 1} (minimum ${minimum})`, value: minimum - 1 });
  if (typeof maximum === 'number' && typeof value === 'number')
    variations.push({ keyword: 'maximum', name: `\`${name}\` = ${maximum + 1} (maximum ${maximum})`, value: maximum + 1 });
  if (typeof schema['minItems'] === 'number' && schema['minItems'] >= 1 && Array.isArray(value))
    variations.push({ keyword: 'minItems', name: `\`${name}\` empty (minItems ${schema['minItems']})`, value: [] });
  // One item more than allowed, repeating the request's own first item so only the count is wrong.
  const most = schema['maxItems'];
  if (typeof most === 'number' && Array.isArray(value) && value.length > 0)
    variations.push({ keyword: 'maxItems', name: `\`${name}\` of ${most + 1} items (maxItems ${most})`, value: Array<Json>(most + 1).fill(value[0] as Json) });
  const allowed = schema['enum'];
  if (Array.isArray(allowed) && typeof value === 'string')
    variations.push({ keyword: 'enum', name: `\`${name}\` outside its enum`, value: unknownEnumValue(allowed) });
  const pattern = schema['pattern'];
  const breaking = typeof pattern === 'string' && typeof value === 'string' ? patternBreaker(pattern, value) : undefined;
  if (breaking !== undefined) variations.push({ keyword: 'pattern', name: `\`${name}\` = ${shortText(breaking)} (pattern)`, value: breaking });
  return variations;
}

/** The variations of `base`'s path and query parameters: a word for a number, a number out of range, a string breaking its `pattern`. */
function parameterNegatives(validator: SpecValidator, op: OperationSpec, base: PlannedRequest): NegativeCase[] {
  const cases: NegativeCase[] = [];
  for (const param of op.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const types = typesOf(param.schema);
    const numeric = types.includes('integer') || types.includes('number');
    const bucket = param.in === 'path' ? 'pathParams' : 'query';
    const variations: [ServerCheckKeyword, string, string][] = [];
    if (numeric) variations.push(['type', `${param.in} \`${param.name}\` of the wrong type (a word)`, notANumber]);
    const { minimum, maximum } = param.schema;
    if (numeric && typeof minimum === 'number')
      variations.push(['minimum', `${param.in} \`${param.name}\` = ${minimum - 1} (minimum ${minimum})`, String(minimum - 1)]);
    if (numeric && typeof maximum === 'number')
      variations.push(['maximum', `${param.in} \`${param.name}\` = ${maximum + 1} (maximum ${maximum})`, String(maximum + 1)]);
    const pattern = param.schema['pattern'];
    const current = base[bucket][param.name];
    const breaking = typeof pattern === 'string' && types.includes('string') && typeof current === 'string' ? patternBreaker(pattern, current) : undefined;
    if (breaking !== undefined) variations.push(['pattern', `${param.in} \`${param.name}\` = ${shortText(breaking)} (pattern)`, breaking]);
    for (const [keyword, name, value] of variations) {
      const typed = numeric && value !== notANumber ? Number(value) : value;
      if (validator.validate(param.schemaPointer, typed).length === 0) continue;
      cases.push({
        name,
        rule: ruleOf(param.schema, keyword),
        where: `${param.in} ${param.name}`,
        request: { ...base, [bucket]: { ...base[bucket], [param.name]: value } },
      });
    }
  }
  return cases;
}

function walk(
  doc: SpecDocument,
  unions: Map<string, UnionSpec>,
  value: Json,
  schemaPointer: string,
  at: string,
  visit: (schema: JsonObject, schemaAt: string, value: Json, at: string) => void,
  depth = 0,
): void {
  if (depth > 40) return;
  const { value: schema, pointer } = follow(doc, atPointer(doc.root, schemaPointer), schemaPointer);
  const union = unions.get(pointer);
  if (union !== undefined) {
    if (union.kind === 'one-key' && isObject(value)) {
      for (const branch of union.branches) {
        const content = value[branch.key];
        if (content === undefined) continue;
        const inner = branch.wrap === 'value' && isObject(content) ? content['value'] : content;
        if (inner !== undefined)
          walk(doc, unions, inner, branch.payloadPointer, pointerJoin(at, branch.key, ...(branch.wrap === 'value' ? ['value'] : [])), visit, depth + 1);
      }
    }
    return;
  }
  visit(schema, pointer, value, at);
  if (Array.isArray(schema['allOf'])) schema['allOf'].forEach((_, i) => walk(doc, unions, value, pointerJoin(pointer, 'allOf', i), at, visit, depth + 1));
  if (isObject(value)) {
    const properties = objectAt(schema, 'properties') ?? {};
    for (const [key, child] of Object.entries(value)) {
      const childPointer =
        key in properties
          ? pointerJoin(pointer, 'properties', key)
          : isObject(schema['additionalProperties'])
            ? pointerJoin(pointer, 'additionalProperties')
            : undefined;
      if (childPointer !== undefined) walk(doc, unions, child, childPointer, pointerJoin(at, key), visit, depth + 1);
    }
  }
  if (Array.isArray(value) && isObject(schema['items']))
    value.forEach((child, i) => walk(doc, unions, child, pointerJoin(pointer, 'items'), pointerJoin(at, i), visit, depth + 1));
}

/** The field sets a schema's `not` forbids together: `not: {required}` or `not: {anyOf: [{required}…]}`. */
function forbiddenCombinations(schema: JsonObject): string[][] {
  const not = objectAt(schema, 'not');
  if (not === undefined) return [];
  const branches = Array.isArray(not['anyOf']) ? not['anyOf'] : Array.isArray(not['oneOf']) ? not['oneOf'] : [not];
  return branches
    .filter(isObject)
    .map((b) => stringsAt(b, 'required'))
    .filter((r) => r.length > 1);
}

function wrongTypeValue(schema: JsonObject): { value: Json; label: string } | undefined {
  const types = typesOf(schema);
  if (types.length === 0) return undefined;
  if (types.includes('string'))
    return types.some((t) => t === 'number' || t === 'integer') ? undefined : { value: 12345, label: `number for ${types.join('/')}` };
  // A numeral in a string could be read leniently by a correct server; a word cannot.
  return { value: notANumber, label: `string for ${types.join('/')}` };
}

/** A string the pattern rejects, still a plain word a decoder reads: the example with a character no grammar allows, or a few fixed tries. */
function patternBreaker(pattern: string, example: string): string | undefined {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  return [`${example}!§`, `§${example}`, '§', '!', 'x', ''].find((candidate) => !regex.test(candidate));
}

function shortText(value: string): string {
  const text = JSON.stringify(value);
  return text.length > 24 ? `${text.slice(0, 10)}…${text.slice(-10)}` : text;
}

function unknownEnumValue(allowed: Json[]): string {
  let candidate = 'CONFORMANCE_UNKNOWN_VALUE';
  while (allowed.includes(candidate)) candidate += '_';
  return candidate;
}

function without(body: JsonObject, field: string): JsonObject {
  const copy = { ...body };
  delete copy[field];
  return copy;
}

function replaced(body: JsonObject, at: string, value: Json): Json {
  const copy = cloneBody(body);
  const tokens = pointerTokens(at);
  const last = tokens.pop();
  let holder: Json | undefined = copy;
  for (const token of tokens) holder = Array.isArray(holder) ? holder[Number(token)] : isObject(holder) ? holder[token] : undefined;
  if (last === undefined) return copy;
  if (Array.isArray(holder)) holder[Number(last)] = value;
  else if (isObject(holder)) holder[last] = value;
  return copy;
}
