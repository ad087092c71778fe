// canton/integer-format: every integer schema says whether it is an int32 or an int64 (README.md).
import type { Location, Oas3Rule } from '@redocly/openapi-core';
import { childSchemas } from '@canton-openapi/contract';
import { deref, isObject, isRef, refSiblings, type JsonObject } from '../lib/nodes.ts';

const FORMATS = ['int32', 'int64'];

function isInteger(schema: JsonObject): boolean {
  return schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
}

function check(schema: JsonObject, location: Location, report: (message: string, where: Location) => void): void {
  if (!isInteger(schema) || FORMATS.includes(schema.format as string)) return;
  if (schema.format === undefined) {
    report('Integer schema needs `format: int32` or `format: int64`, so generated code knows whether a JS number holds every value.', location.child('type'));
  } else {
    report(`Integer schema has \`format: ${String(schema.format)}\`; use \`int32\` or \`int64\`.`, location.child('format'));
  }
}

/** Reports integer schemas without `format: int32|int64`, including `type` written next to a `$ref`. */
export const integerFormat: Oas3Rule = () => ({
  Schema: {
    enter(schema: unknown, ctx) {
      if (!isObject(schema)) return;
      const report = (message: string, location: Location): void => ctx.report({ message, location });
      check(schema, ctx.location, report);
      // Redocly visits the target of `{$ref, type: integer}`, not the sibling keys: check those here.
      for (const [raw, tokens] of childSchemas(schema)) {
        if (!isRef(raw)) continue;
        const location = ctx.location.child(tokens);
        const siblings = refSiblings(raw);
        if (!('type' in siblings)) continue;
        const target = deref(ctx.resolve, raw, location)?.node;
        check(isObject(target) ? target : siblings, location, report);
      }
    },
  },
});
