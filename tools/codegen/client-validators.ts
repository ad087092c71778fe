// Precompiles Ajv validators of every JSON response of every operation into one self-contained ES
// module (no imports), so `validate: true` costs one lazily loaded chunk and no runtime compiler.
import { _ } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { isObject, type OpenApiDocument, type OperationInfo } from './client-spec.ts';

// The formats the specs use, as plain JavaScript emitted into the generated module. They follow the
// JSON Schema format definitions (RFC 3339 date-time, RFC 3986 absolute URI, OpenAPI int32/int64).
const formatsSource = `const dateTimePattern = /^(\\d{4})-(\\d{2})-(\\d{2})[Tt](\\d{2}):(\\d{2}):(\\d{2})(?:\\.\\d+)?(?:[Zz]|[+-](\\d{2}):(\\d{2}))$/;
function isDateTime(value) {
  const m = dateTimePattern.exec(value);
  if (m === null) return false;
  const year = Number(m[1]), month = Number(m[2]), day = Number(m[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  const offsetOk = m[7] === undefined || (Number(m[7]) <= 23 && Number(m[8]) <= 59);
  return month >= 1 && month <= 12 && day >= 1 && day <= days && Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 60 && offsetOk;
}
const uriPattern = /^[A-Za-z][A-Za-z0-9+.-]*:[^\\s"<>\\\\^\`{|}]*$/;
const formats = {
  "date-time": isDateTime,
  uri: (value) => uriPattern.test(value),
  int32: { type: "number", validate: (value) => Number.isInteger(value) && value >= -2147483648 && value <= 2147483647 },
  int64: { type: "number", validate: (value) => Number.isInteger(value) },
};`;

/** The name of the validator export of one response (`<operationId>_<status>`). */
export function validatorName(operationId: string, status: string): string {
  return `${operationId}_${status}`;
}

// Keywords that only annotate. They are dropped before compiling: they validate nothing, and Ajv
// would copy them into the generated module. `x-` extensions are dropped too.
const annotations = new Set(['title', 'description', 'example', 'examples', 'deprecated', 'externalDocs', 'xml', 'summary']);

// Objects whose keys are names (of properties, schemas, media types, ...), never keywords.
const nameMaps = new Set(['properties', 'patternProperties', '$defs', 'schemas', 'responses', 'parameters', 'requestBodies', 'content', 'paths', 'headers']);

/** A copy of `node` without annotation keywords; keys of name maps are kept whatever they are. */
function stripAnnotations(node: unknown, namesHere = false): unknown {
  if (Array.isArray(node)) return node.map((item) => stripAnnotations(item));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (!namesHere && (k.startsWith('x-') || annotations.has(k))) continue;
    out[k] = stripAnnotations(v, !namesHere && nameMaps.has(k));
  }
  return out;
}

/** The validators module of one API: JavaScript source and its TypeScript declaration. */
export function generateValidators(api: string, doc: OpenApiDocument, operations: OperationInfo[], banner: string) {
  const specId = `https://canton-openapi.invalid/specs/${api}/openapi.json`;
  const placeholder = () => true;
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    // Every violation, so a failed oneOf shows why each branch failed (a wrong `status` included).
    allErrors: true,
    unicodeRegExp: true,
    code: { source: true, esm: true, lines: true, formats: _`formats` },
    // Only the emitted `formats` object runs; these stand-ins let Ajv compile the references to it.
    formats: {
      'date-time': placeholder,
      uri: placeholder,
      int32: { type: 'number', validate: placeholder },
      int64: { type: 'number', validate: placeholder },
    },
  });
  // The document is not a schema; only its `components` and `paths` are addressed, by JSON pointer.
  ajv.addKeyword('components');
  ajv.addKeyword('paths');
  ajv.addKeyword('discriminator');
  ajv.addSchema(
    {
      $id: specId,
      components: Object.fromEntries(Object.entries(doc.components ?? {}).map(([k, v]) => [k, stripAnnotations(v, true)])),
      paths: stripAnnotations(doc.paths, true),
    },
    specId,
  );

  const refs: Record<string, string> = {};
  const table: Record<string, Record<string, string>> = {};
  for (const op of operations) {
    for (const response of op.responses) {
      const pointer = response.schemaPointers['application/json'];
      if (pointer === undefined || response.media['application/json'] === undefined) continue;
      const name = validatorName(op.operationId, response.key);
      ajv.addSchema({ $ref: `${specId}${pointer}` }, name);
      refs[name] = name;
      (table[op.operationId] ??= {})[response.key] = name;
    }
  }
  // A CommonJS module: its default export is the module object, which carries `default` too.
  let code = standaloneModule.default(ajv, refs);
  // Ajv references its runtime helpers with require(); the module must stay import-free ESM.
  code = code.replace(/const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g, (_m: string, v: string) => `const ${v} = ucs2length;`);
  if (/\brequire\(/.test(code)) {
    throw new Error(`${api}: the generated validators still require() a runtime helper; inline it in client-validators.ts`);
  }
  const ucs2 = code.includes('= ucs2length;') ? `function ucs2length(str) {\n  let n = 0;\n  for (const _ of str) n++;\n  return n;\n}\n` : '';
  const tableSource = Object.entries(table)
    .map(
      ([op, statuses]) =>
        `  ${op}: { ${Object.entries(statuses)
          .map(([k, v]) => `${JSON.stringify(k)}: ${v}`)
          .join(', ')} },`,
    )
    .join('\n');
  const js = `${banner}${formatsSource}\n${ucs2}${code.replace(/^"use strict";\n?/, '')}\n` + `export const validators = {\n${tableSource}\n};\n`;
  const dts =
    `${banner}import type { ValidatorTable } from '../core/validation.js';\n` +
    `/** Precompiled validators of every JSON response, by operationId and status key. */\n` +
    `export declare const validators: ValidatorTable;\n`;
  return { js, dts };
}
