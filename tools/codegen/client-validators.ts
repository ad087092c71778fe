// Precompiles Ajv validators of every JSON response of every operation into one self-contained ES
// module (no imports), so `validate: true` costs one lazily loaded chunk and no runtime compiler.
// Two of each: `quickValidators` give the verdict, fast, on the happy path; `validators` (every
// error, the schema as written) run only on a body the quick one rejects, and name the issues.
import { _ } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { atPointer, findUnions, isObject, type Json, jsonContent, type OperationSpec, type SpecDocument } from '@canton-openapi/contract';
import { fixedWidthPattern, fixedWidthSource } from './client-fixed-patterns.ts';

// The formats the specs use, as plain JavaScript emitted into the generated module. They follow the
// JSON Schema format definitions (RFC 3339 date-time, RFC 3986 absolute URI, OpenAPI int32/int64).
const formatsSource = `const dateTimePattern = /^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}:\\d{2})$/;
// Two digits at \`i\` as a number: the pattern has checked they are digits.
const twoDigits = (value, i) => (value.charCodeAt(i) - 48) * 10 + value.charCodeAt(i + 1) - 48;
function isDateTime(value) {
  if (!dateTimePattern.test(value)) return false;
  const year = twoDigits(value, 0) * 100 + twoDigits(value, 2), month = twoDigits(value, 5), day = twoDigits(value, 8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  // A numeric offset ends the text as ±HH:MM.
  const end = value.length;
  const offsetOk = value.charCodeAt(end - 1) > 57 || (twoDigits(value, end - 5) <= 23 && twoDigits(value, end - 2) <= 59);
  return month >= 1 && month <= 12 && day >= 1 && day <= days && twoDigits(value, 11) <= 23 && twoDigits(value, 14) <= 59 && twoDigits(value, 17) <= 60 && offsetOk;
}
const uriPattern = /^[A-Za-z][A-Za-z0-9+.-]*:[^\\s"<>\\\\^\`{|}]*$/;
const formats = {
  "date-time": isDateTime,
  uri: (value) => uriPattern.test(value),
  int32: { type: "number", validate: (value) => Number.isInteger(value) && value >= -2147483648 && value <= 2147483647 },
  int64: { type: "number", validate: (value) => Number.isInteger(value) },
};`;

// Ajv's runtime ucs2length (code points; a surrogate pair counts once), inlined: the module has no imports.
const ucs2Source = `function ucs2length(str) {
  const len = str.length;
  let length = 0;
  for (let pos = 0; pos < len; ) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
`;

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

/**
 * `doc` with every one-key union (the contract model's `findUnions`) written as an if/then chain
 * on its keys instead of `oneOf`. The same verdict on every value: a one-key branch admits only an
 * object holding its key alone, so at most one branch can pass, and the chain picks the branch of
 * the key present (a value with none, or several, fails the branch it lands on as every branch
 * would). Ajv checks each branch of a `oneOf` in full, building the errors of every branch that
 * fails; the chain looks at one key per branch and builds none.
 */
export function withKeyDispatch(doc: SpecDocument): SpecDocument {
  const copy = structuredClone(doc.root);
  // Innermost first (the reverse of the walk's order): a union's pointer stays valid until it is rewritten.
  const unions = [...findUnions(doc).values()].reverse();
  for (const union of unions) {
    const node = atPointer(copy, union.pointer);
    if (union.kind !== 'one-key' || !isObject(node) || 'if' in node || 'then' in node || 'else' in node) continue;
    const branches = node['oneOf'] as Json[]; // a union's `oneOf`
    let chain = branches[branches.length - 1]!;
    for (let i = branches.length - 2; i >= 0; i--) chain = { if: { required: [union.branches[i]!.key] }, then: branches[i]!, else: chain };
    delete node['oneOf'];
    node['allOf'] = [...(Array.isArray(node['allOf']) ? node['allOf'] : []), chain];
  }
  return { api: doc.api, root: copy };
}

// A pattern that reads the same with and without the `u` flag: ASCII, no negated class, no `.`, and no
// escape but \\d, \\s, \\w and escaped punctuation; it matches whole code units only, so counting UTF-16
// units or code points gives the same verdict. V8 runs it about a fifth faster without the flag.
const unicodeFree = /^(?:[\x20-\x2d\x2f-\x5b\x5d-\x7e]|\\[dsw.\-/+*?()[\]{}^$|])*$/;

// Ajv's validators take an options object (`{instancePath, parentData, parentDataProperty, rootData,
// dynamicAnchors}`) and build one, with the instance path, for every nested call: an allocation per
// object validated. The quick validators' errors are never read (the full ones name the issues), and
// these specs use no keyword that reads the other fields ($data, $dynamicRef), so they go.
const optionsParameter = /function (validate\d+)\(data, \{instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors=\{\}\}=\{\}\)\{/g;
const optionsArgument = /, \{instancePath(?::[^{}]*?)?,(?:parentData:?[^{},]*,parentDataProperty:?[^{},]*,)?rootData,dynamicAnchors\}\)/g;

/** `code` with its validators taking `data` alone; throws when any of them would still read an option. */
function withoutOptions(code: string): string {
  const declared = code.match(/function validate\d+\(/g)?.length ?? 0;
  let rewritten = 0;
  const out = code
    .replace(optionsParameter, (_m, name: string) => {
      rewritten++;
      return `function ${name}(data){\nconst instancePath = "";`;
    })
    .replace(optionsArgument, ')');
  if (rewritten !== declared || /\b(?:parentData|parentDataProperty|rootData|dynamicAnchors)\b/.test(out)) {
    throw new Error("the quick validators still read an option of Ajv's validators; update withoutOptions in client-validators.ts");
  }
  return out;
}

/**
 * The quick validators' code, sped up without changing a verdict: length limits look at the UTF-16
 * length first (the code point count is at most that, and at least half of it), patterns that read
 * the same without the `u` flag lose it, fixed-width ones become table lookups, and nested
 * validators are called without an options object.
 */
function quickCode(code: string): string {
  const ucs2 = /const (\w+) = ucs2length;/.exec(code)?.[1];
  let out = code.replace(/new RegExp\(("(?:[^"\\]|\\.)*"), "u"\)/g, (whole, literal: string) =>
    unicodeFree.test(JSON.parse(literal) as string) && !(JSON.parse(literal) as string).includes('[^') ? `new RegExp(${literal}, "")` : whole,
  );
  // Fixed-width patterns (client-fixed-patterns.ts) become a length check and a table lookup per character.
  out = out.replace(/new RegExp\(("(?:[^"\\]|\\.)*"), ""\)/g, (whole, literal: string) => {
    const runs = fixedWidthPattern(JSON.parse(literal) as string);
    return runs === undefined ? whole : `fixedWidth(${JSON.stringify(runs)})`;
  });
  if (ucs2 !== undefined) {
    out = out
      .replace(new RegExp(`${ucs2}\\((\\w+)\\) > (\\d+)`, 'g'), (_m, v: string, n: string) => `(${v}.length > ${n} && ${ucs2}(${v}) > ${n})`)
      .replace(
        new RegExp(`${ucs2}\\((\\w+)\\) < (\\d+)`, 'g'),
        (_m, v: string, n: string) => `(${v}.length < ${n} || (${v}.length < 2 * ${n} && ${ucs2}(${v}) < ${n}))`,
      );
  }
  return withoutOptions(out);
}

/** Standalone Ajv code of the JSON responses of `operations` in `doc`, and their names by operation and status. */
function compile(api: string, { root }: SpecDocument, operations: OperationSpec[], allErrors: boolean) {
  const specId = `https://canton-openapi.invalid/specs/${api}/openapi.json`;
  const placeholder = () => true;
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    // The full validators report every violation, so a failed oneOf shows why each branch failed (a
    // wrong `status` included); the quick ones stop at the first.
    allErrors,
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
      components: Object.fromEntries(Object.entries(isObject(root['components']) ? root['components'] : {}).map(([k, v]) => [k, stripAnnotations(v, true)])),
      paths: stripAnnotations(root['paths'], true),
    },
    specId,
  );

  const refs: Record<string, string> = {};
  const table: Record<string, Record<string, string>> = {};
  for (const op of operations) {
    for (const response of op.responses) {
      const json = jsonContent(response);
      if (json === undefined) continue;
      const name = validatorName(op.id, response.status);
      ajv.addSchema({ $ref: `${specId}#${json.schemaPointer}` }, name);
      refs[name] = name;
      (table[op.id] ??= {})[response.status] = name;
    }
  }
  // A CommonJS module: its default export is the module object, which carries `default` too.
  let code = standaloneModule.default(ajv, refs);
  // Ajv references its runtime helpers with require(); the module must stay import-free ESM.
  code = code.replace(/const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g, (_m: string, v: string) => `const ${v} = ucs2length;`);
  if (/\brequire\(/.test(code)) {
    throw new Error(`${api}: the generated validators still require() a runtime helper; inline it in client-validators.ts`);
  }
  return { code, table };
}

/** The validators module of one API: JavaScript source and its TypeScript declaration. */
export function generateValidators(api: string, doc: SpecDocument, operations: OperationSpec[], banner: string) {
  const full = compile(api, doc, operations, true);
  const quick = compile(api, withKeyDispatch(doc), operations, false);
  quick.code = quickCode(quick.code);
  const ucs2 = `${full.code}${quick.code}`.includes('= ucs2length;') ? ucs2Source : '';
  const fixed = quick.code.includes('fixedWidth(') ? fixedWidthSource : '';
  const tableSource = (table: Record<string, Record<string, string>>, prefix: string) =>
    Object.entries(table)
      .map(
        ([op, statuses]) =>
          `  ${op}: { ${Object.entries(statuses)
            .map(([k, v]) => `${JSON.stringify(k)}: ${prefix}${v}`)
            .join(', ')} },`,
      )
      .join('\n');
  // The quick validators' code in a function scope of its own: Ajv names functions and schemas alike
  // in both (a block scope is not enough: bundlers hoist function declarations out of blocks).
  const quickBody = quick.code.replace(/^"use strict";\n?/, '').replace(/^export const (\w+) = (\w+);$/gm, 'quick.$1 = $2;');
  const js =
    `${banner}${formatsSource}\n${ucs2}${fixed}${full.code.replace(/^"use strict";\n?/, '')}\n` +
    `export const validators = {\n${tableSource(full.table, '')}\n};\n\n` +
    `const quick = (() => {\nconst quick = {};\n${quickBody}\nreturn quick;\n})();\n` +
    `export const quickValidators = {\n${tableSource(quick.table, 'quick.')}\n};\n`;
  const dts =
    `${banner}import type { ValidatorTable } from '../core/validation.js';\n` +
    `/** Precompiled validators of every JSON response, by operationId and status key: every error. */\n` +
    `export declare const validators: ValidatorTable;\n` +
    `/** The same verdicts, faster, without the errors (one-key unions dispatched on their key). */\n` +
    `export declare const quickValidators: ValidatorTable;\n`;
  return { js, dts };
}
