// Negative data: requests that break one rule of the spec each, derived from the schemas, never hand-listed.
import { follow, type SpecDocument } from '../spec/document.ts';
import { atPointer, isObject, type Json, type JsonObject, objectAt, pointerJoin, pointerTokens, stringsAt } from '../spec/json.ts';
import type { OperationSpec } from '../spec/operations.ts';
import type { UnionSpec } from '../spec/unions.ts';
import type { SpecValidator } from '../validate/validator.ts';
import { cloneBody, type PlannedRequest, serializeJson } from './request.ts';

/**
 * How hard a broken rule is. `structure`: what a JSON decoder rejects (malformed JSON, a wrong type, a
 * missing required field, a value outside an enum, a word for an integer parameter); a server that
 * accepts it fails. `rule`: ranges, lengths, patterns and field combinations, which real servers often
 * do not check (Scan answers negative round numbers with `CannotProvide`); a server that accepts it
 * gets a warning, or a failure under `--strict`.
 */
export type NegativeTier = 'structure' | 'rule';

/** One rule-breaking variation of a valid request. */
export interface NegativeCase {
  /** What rule it breaks, for the report. */
  name: string;
  tier: NegativeTier;
  /** Where: a JSON pointer into the body, or `query <name>` / `path <name>`. */
  where: string;
  request: PlannedRequest;
}

const notANumber = 'not-a-number';

/**
 * Variations of `base` that each break one rule the spec states: malformed JSON, a missing required
 * field, a wrong type, a value outside an `enum` (structure); a number below its `minimum` or above its
 * `maximum`, an empty list where `minItems: 1`, a string breaking its `pattern`, a combination the
 * schema's `not` forbids (rules); and the same for path and query parameters. Each body variation is
 * confirmed invalid against the spec before it is used.
 */
export function deriveNegatives(doc: SpecDocument, validator: SpecValidator, op: OperationSpec, base: PlannedRequest, otherBodies: Json[]): NegativeCase[] {
  const cases: NegativeCase[] = [];
  const media = op.requestBody?.contents.find((m) => m.mediaType.includes('json'));
  if (media !== undefined && isObject(base.body)) {
    const body = base.body;
    const add = (tier: NegativeTier, name: string, where: string, mutated: Json) => {
      if (validator.validate(media.schemaPointer, mutated).length === 0) return;
      cases.push({ name, tier, where, request: { ...base, body: mutated } });
    };
    // A body cut short is what a client bug or a proxy truncation sends; no decoder can read it.
    const { body: _parsed, ...withoutBody } = base;
    const text = serializeJson(body);
    cases.push({
      name: 'malformed JSON (the body cut short)',
      tier: 'structure',
      where: '',
      request: { ...withoutBody, rawBody: text.slice(0, Math.max(1, text.length - 1)) },
    });
    const root = follow(doc, media.schema, media.schemaPointer);
    for (const field of stringsAt(root.value, 'required')) {
      if (field in body) add('structure', `missing required \`${field}\``, `/${field}`, without(body, field));
    }
    for (const [field, property] of Object.entries(objectAt(root.value, 'properties') ?? {})) {
      if (!(field in body)) continue;
      const wrong = wrongTypeValue(follow(doc, property, '').value);
      if (wrong !== undefined) add('structure', `\`${field}\` of the wrong type (${wrong.label})`, `/${field}`, { ...body, [field]: wrong.value });
    }
    for (const combination of forbiddenCombinations(root.value)) {
      const missing = combination.filter((f) => !(f in body));
      const filled: JsonObject = { ...body };
      for (const field of missing) {
        const donor = otherBodies.find((b) => isObject(b) && b[field] !== undefined);
        if (isObject(donor) && donor[field] !== undefined) filled[field] = donor[field];
      }
      if (combination.every((f) => f in filled)) add('rule', `${combination.map((f) => `\`${f}\``).join(' with ')} (forbidden by \`not\`)`, '', filled);
    }
    const seen = new Set<string>();
    walk(doc, validator.unions, body, root.pointer, '', (schema, schemaAt, value, at) => {
      // A list item is named with its list: `owner_party_ids/0`.
      const tokens = at.split('/');
      const name = /^\d+$/.test(tokens.at(-1) ?? '') ? tokens.slice(-2).join('/') : (tokens.at(-1) ?? '');
      // One variation per rule and schema location: a rule repeated across list items adds nothing.
      const once = (kind: string) => {
        const key = `${kind} ${schemaAt}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      };
      const { minimum, maximum } = schema;
      if (typeof minimum === 'number' && typeof value === 'number' && once('minimum'))
        add('rule', `\`${name}\` = ${minimum - 1} (minimum ${minimum})`, at, replaced(body, at, minimum - 1));
      if (typeof maximum === 'number' && typeof value === 'number' && once('maximum'))
        add('rule', `\`${name}\` = ${maximum + 1} (maximum ${maximum})`, at, replaced(body, at, maximum + 1));
      if (typeof schema['minItems'] === 'number' && schema['minItems'] >= 1 && Array.isArray(value) && once('minItems')) {
        add('rule', `\`${name}\` empty (minItems ${schema['minItems']})`, at, replaced(body, at, []));
      }
      const allowed = schema['enum'];
      if (Array.isArray(allowed) && typeof value === 'string' && once('enum'))
        add('structure', `\`${name}\` outside its enum`, at, replaced(body, at, unknownEnumValue(allowed)));
      const pattern = schema['pattern'];
      const breaking = typeof pattern === 'string' && typeof value === 'string' ? patternBreaker(pattern, value) : undefined;
      if (breaking !== undefined && once('pattern')) add('rule', `\`${name}\` = ${shortText(breaking)} (pattern)`, at, replaced(body, at, breaking));
    });
  }
  for (const param of op.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const types = typeList(param.schema);
    const numeric = types.includes('integer') || types.includes('number');
    const bucket = param.in === 'path' ? 'pathParams' : 'query';
    const variations: [NegativeTier, string, string][] = [];
    if (numeric) variations.push(['structure', `${param.in} \`${param.name}\` of the wrong type (a word)`, notANumber]);
    const { minimum, maximum } = param.schema;
    if (numeric && typeof minimum === 'number')
      variations.push(['rule', `${param.in} \`${param.name}\` = ${minimum - 1} (minimum ${minimum})`, String(minimum - 1)]);
    if (numeric && typeof maximum === 'number')
      variations.push(['rule', `${param.in} \`${param.name}\` = ${maximum + 1} (maximum ${maximum})`, String(maximum + 1)]);
    const pattern = param.schema['pattern'];
    const current = base[bucket][param.name];
    const breaking = typeof pattern === 'string' && types.includes('string') && current !== undefined ? patternBreaker(pattern, current) : undefined;
    if (breaking !== undefined) variations.push(['rule', `${param.in} \`${param.name}\` = ${shortText(breaking)} (pattern)`, breaking]);
    for (const [tier, name, value] of variations) {
      const typed = numeric && value !== notANumber ? Number(value) : value;
      if (validator.validate(param.schemaPointer, typed).length === 0) continue;
      cases.push({ name, tier, where: `${param.in} ${param.name}`, request: { ...base, [bucket]: { ...base[bucket], [param.name]: value } } });
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

function typeList(schema: JsonObject): string[] {
  const type = schema['type'];
  return typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

function wrongTypeValue(schema: JsonObject): { value: Json; label: string } | undefined {
  const types = typeList(schema);
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
