// Validates example values against their schema with Ajv's JSON Schema 2020-12 build (the dialect of
// OpenAPI 3.1), reporting every violation with its JSON pointer inside the example and the keyword.
import type { Location } from '@redocly/openapi-core';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { bundleSchema } from './ajv-bundle.ts';
import { pointerTokens } from '@canton-openapi/contract';
import { deref, isRef, refSiblings, type Resolve } from './nodes.ts';

const addFormats = addFormatsModule.default;

/** One way an example value breaks its schema. */
export interface Violation {
  /** JSON pointer inside the example value; `''` is the value itself. */
  pointer: string;
  /** Decoded segments of `pointer`, plus the offending key for `additionalProperties`. */
  path: (string | number)[];
  /** True when `path` ends at a key rather than a value. */
  onKey: boolean;
  /** The JSON Schema keyword that failed. */
  keyword: string;
  /** What is wrong, in words. */
  message: string;
}

const INT32 = 2 ** 31;
const INT64 = 2n ** 63n;

function newAjv(): Ajv2020 {
  // strict: false because OpenAPI schemas carry keywords Ajv does not know (`example`, `x-...`,
  // `discriminator`); `logger: false` keeps Ajv from printing about them.
  const ajv = new Ajv2020({ allErrors: true, strict: false, logger: false });
  addFormats(ajv);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -INT32 && n < INT32 });
  ajv.addFormat('int64', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && BigInt(n) >= -INT64 && BigInt(n) < INT64,
  });
  return ajv;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if ('allowedValue' in params) return `${error.message} ${JSON.stringify(params.allowedValue)}`;
  if ('allowedValues' in params) return `${error.message}: ${JSON.stringify(params.allowedValues)}`;
  return error.message ?? error.keyword;
}

function toViolation(error: ErrorObject): Violation {
  const path: (string | number)[] = pointerTokens(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const extra = error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string';
  if (extra) path.push(params.additionalProperty as string);
  const message = extra ? `${describe(error)}: \`${String(params.additionalProperty)}\`` : describe(error);
  return { pointer: error.instancePath, path, onKey: extra, keyword: error.keyword, message };
}

/** Compiles each schema once per lint run and validates values against it. */
export class ExampleValidator {
  readonly #ajv = newAjv();
  readonly #compiled = new Map<string, ValidateFunction | Error>();

  /**
   * Validates `value` against the schema `raw` written at `location`. Answers the violations, or an
   * Error when the schema cannot be compiled (for example an invalid `pattern`).
   */
  validate(resolve: Resolve, raw: unknown, location: Location, value: unknown): Violation[] | Error {
    const plainRef = isRef(raw) && Object.keys(refSiblings(raw)).length === 0;
    const key = (plainRef ? deref(resolve, raw, location)?.location : undefined)?.absolutePointer ?? location.absolutePointer;
    let validate = this.#compiled.get(key);
    if (validate === undefined) {
      try {
        validate = this.#ajv.compile(bundleSchema(resolve, raw, location));
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      this.#compiled.set(key, validate);
    }
    if (validate instanceof Error) return validate;
    // An `if` error only says "must match the then schema"; the errors of that schema follow it.
    return validate(value) ? [] : (validate.errors ?? []).filter((e) => e.keyword !== 'if').map(toViolation);
  }
}
