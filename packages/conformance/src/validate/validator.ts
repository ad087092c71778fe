// Strict JSON Schema 2020-12 validation of bodies against a spec, with unions checked as unions.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { atPointer, cloneJson, findUnions, isObject, type Json, type SpecDocument, type UnionSpec } from '@canton-openapi/contract';
import { checkUnion, type UnionHit, unionKeyword } from './union-keyword.ts';

/** Which check a schema finding belongs to. */
export type SchemaCheck = 'body-schema' | 'union' | 'variant';

/** One violation found in a body: where (JSON pointer into the body), what, and what the spec expects. */
export interface SchemaFinding {
  check: SchemaCheck;
  pointer: string;
  message: string;
  expected?: string;
}

/** Validates bodies against the schemas of one spec. */
export interface SpecValidator {
  /** Every union of the spec, by the pointer of its schema. */
  unions: Map<string, UnionSpec>;
  /** Validates `data` against the schema at `schemaPointer`; `onHit` hears every union branch met. */
  validate(schemaPointer: string, data: unknown, onHit?: (hit: UnionHit) => void): SchemaFinding[];
}

// ajv-formats is CommonJS; its default export arrives wrapped depending on the loader.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

// OpenAPI keywords that are annotations for validation purposes.
const annotationKeywords = ['example', 'discriminator', 'xml', 'externalDocs'];

/** Builds a validator for `doc`: Ajv 2020-12, all errors, formats, and the union keyword. */
export function createValidator(doc: SpecDocument): SpecValidator {
  const unions = findUnions(doc);
  const id = `https://canton-openapi.conformance/${doc.api}/openapi.json`;
  const toAjvPointer = (pointer: string) => {
    let result = pointer;
    for (const at of unions.keys()) {
      if (result.startsWith(`${at}/oneOf/`)) result = `${at}/${unionKeyword}-members/${result.slice(at.length + '/oneOf/'.length)}`;
    }
    return result;
  };

  // Extensions (`x-…`) are annotations to a validator; Ajv's strict mode wants each declared.
  const extensionKeywords = new Set([...JSON.stringify(doc.root).matchAll(/"(x-[^"\\]*)":/g)].map((match) => match[1]!));
  // The document goes to Ajv as written: its local `$ref`s resolve against `id`, under which it is added.
  // Only each union's `oneOf` gives way to the union keyword, so a broken union is reported as such, not
  // as "must match exactly one schema".
  const copy = cloneJson(doc.root);
  for (const pointer of unions.keys()) {
    const node = atPointer(copy, pointer);
    if (!isObject(node)) continue;
    node[`${unionKeyword}-members`] = node['oneOf'] ?? [];
    delete node['oneOf'];
    node[unionKeyword] = { pointer };
  }

  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  for (const keyword of [...annotationKeywords, ...extensionKeywords, `${unionKeyword}-members`]) ajv.addKeyword({ keyword });
  // Ajv compiles the document root when it resolves a `$ref` into it: its OpenAPI fields are annotations there.
  for (const keyword of Object.keys(copy)) if (ajv.getKeyword(keyword) === false) ajv.addKeyword({ keyword });

  const compiled = new Map<string, ValidateFunction>();
  const compile = (pointer: string): ValidateFunction => {
    let fn = compiled.get(pointer);
    if (fn === undefined) {
      fn = ajv.compile({ $ref: `${id}#${toAjvPointer(pointer)}` });
      compiled.set(pointer, fn);
    }
    return fn;
  };

  let onHit: ((hit: UnionHit) => void) | undefined;
  function unionValidate(meta: { pointer: string }, data: unknown, _parent: unknown, cxt?: { instancePath: string; rootData: unknown }): boolean {
    const union = unions.get(meta.pointer);
    if (union === undefined) return true;
    const errors = checkUnion(union, data, cxt?.instancePath ?? '', cxt?.rootData ?? data, compile, onHit);
    unionValidate.errors = errors;
    return errors.length === 0;
  }
  unionValidate.errors = [] as ErrorObject[];
  ajv.addKeyword({ keyword: unionKeyword, schemaType: 'object', errors: true, validate: unionValidate });
  ajv.addSchema(copy, id);

  return {
    unions,
    validate(schemaPointer, data, hit) {
      const fn = compile(schemaPointer);
      onHit = hit;
      try {
        fn(data);
      } finally {
        onHit = undefined;
      }
      return (fn.errors ?? []).map((e) => toFinding(e, data));
    },
  };
}

function toFinding(error: ErrorObject, root: unknown): SchemaFinding {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === unionKeyword) {
    const check = params['check'] === 'variant' ? 'variant' : 'union';
    const expected = typeof params['expected'] === 'string' ? params['expected'] : undefined;
    return { check, pointer: error.instancePath, message: error.message ?? 'union violation', ...(expected === undefined ? {} : { expected }) };
  }
  return describe(error, root);
}

function describe(error: ErrorObject, root: unknown): SchemaFinding {
  const params = error.params as Record<string, unknown>;
  const value = isJson(root) ? atPointer(root, error.instancePath) : undefined;
  const got = value === undefined ? '' : `, got ${shortJson(value)}`;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return {
        check: 'body-schema',
        pointer: `${at}/${String(params['missingProperty'])}`,
        message: `missing required field \`${String(params['missingProperty'])}\``,
        expected: 'present (required by the schema)',
      };
    case 'additionalProperties':
      return {
        check: 'body-schema',
        pointer: `${at}/${String(params['additionalProperty'])}`,
        message: `unexpected field \`${String(params['additionalProperty'])}\``,
        expected: 'no properties beyond those the schema declares',
      };
    case 'type':
      return { check: 'body-schema', pointer: at, message: `wrong type${got}`, expected: `type ${String(params['type'])}` };
    case 'enum':
      return {
        check: 'body-schema',
        pointer: at,
        message: `value outside the enum${got}`,
        expected: `one of ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return { check: 'body-schema', pointer: at, message: `wrong constant${got}`, expected: JSON.stringify(params['allowedValue']) };
    case 'format':
      return { check: 'body-schema', pointer: at, message: `not a valid ${String(params['format'])}${got}`, expected: `format ${String(params['format'])}` };
    case 'pattern':
      return { check: 'body-schema', pointer: at, message: `does not match the pattern${got}`, expected: `a string matching ${String(params['pattern'])}` };
    default:
      return {
        check: 'body-schema',
        pointer: at,
        message: `violates \`${error.keyword}\`${got}`,
        expected: `${error.message ?? error.keyword} (${error.keyword})`,
      };
  }
}

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function isJson(value: unknown): value is Json {
  return value === null || ['boolean', 'number', 'string', 'object'].includes(typeof value);
}
