// canton/server-check: every rule a negative request of conformance can break says whether the server
// enforces it, with evidence, in `x-server-check` (README.md). The records are read by the contract model
// (packages/contract/src/server-checks.ts), the same reader conformance uses.
import type { Location, Oas3Rule } from '@redocly/openapi-core';
import {
  checkedRules,
  childSchemas,
  hasRule,
  httpMethods,
  isServerCheckKeyword,
  type JsonObject as SpecObject,
  type RulePlace,
  serverCheckKey,
  type ServerCheckKeyword,
  serverCheckOf,
  serverCheckShapeProblems,
} from '@canton-openapi/contract';
import { deref, isObject, isRef, operationLabel, refSiblings, type JsonObject, type Resolve } from '../lib/nodes.ts';

/** Subschemas that only constrain a value: a negative request is never derived inside them. */
const NOT_CONTENT = ['not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', '$defs', 'dependentSchemas'];
const MAX_DEPTH = 100;

/** Reports `problem` of the schema named `what`, once per place in the files (shared schemas are met from several operations). */
type Report = (what: string, problem: string, location: Location) => void;

/** A schema as conformance reads it (siblings of its `$ref` laid over the target) and where to point at it. */
function schemaAt(resolve: Resolve, node: unknown, at: Location): { schema: SpecObject; location: Location; key: string } | undefined {
  const resolved = deref(resolve, node, at);
  if (resolved === undefined || !isObject(resolved.node)) return undefined;
  // A record may sit beside a `$ref` or on its target; a missing one is reported where the rule is written.
  const beside = isRef(node) && Object.keys(refSiblings(node)).length > 0;
  const location = beside ? at : resolved.location;
  return { schema: resolved.node, location, key: location.absolutePointer };
}

/** Checks the records of one schema at one place of a request: shape, missing records, records of rules it does not state. */
function checkSchema(
  schema: JsonObject,
  location: Location,
  place: RulePlace,
  required: boolean,
  what: string,
  report: Report,
  newest: string | undefined,
): void {
  const records = schema[serverCheckKey];
  if (records !== undefined) {
    const problems = serverCheckShapeProblems(records, newest);
    for (const problem of problems) report(what, problem, location.child(serverCheckKey));
    if (problems.length > 0) return;
  }
  const needed: ServerCheckKeyword[] = [...(required ? (['required'] as const) : []), ...checkedRules(schema, place)];
  for (const keyword of needed) {
    if (serverCheckOf(schema, keyword) !== undefined) continue;
    report(
      what,
      `rule \`${keyword}\` has no \`${serverCheckKey}.${keyword}\` record; say whether the server rejects a request that breaks it (\`enforced\`) and where its code shows that (\`evidence\`).`,
      location,
    );
  }
  if (!isObject(records)) return;
  for (const keyword of Object.keys(records)) {
    if (!isServerCheckKeyword(keyword)) continue;
    // A schema that is a whole request body in one operation may sit inside another's body, where no
    // top-level `required` applies: its `required` records are then checked where it is the body.
    const stated = keyword === 'required' ? required || place === 'body' : hasRule(schema, keyword);
    if (!stated)
      report(
        what,
        keyword === 'required'
          ? `\`${serverCheckKey}.required\` on a property that no request body requires at the top level.`
          : `\`${serverCheckKey}.${keyword}\` records a rule this schema does not state (no \`${keyword}\`).`,
        location.child([serverCheckKey, keyword]),
      );
  }
}

/** Reports request rules without an `x-server-check` record, malformed records and records of rules not stated. */
export const serverCheck: Oas3Rule = () => {
  const reported = new Set<string>();
  // A record's `since` must not be after the newest release the document describes.
  let newest: string | undefined;
  return {
    Root: {
      enter(root: unknown) {
        const info = isObject(root) ? root.info : undefined;
        newest = isObject(info) && typeof info.version === 'string' ? info.version : undefined;
      },
    },
    PathItem: {
      enter(item: unknown, ctx) {
        if (!isObject(item)) return;
        const report: Report = (what, problem, location) => {
          const key = `${location.absolutePointer} ${problem}`;
          if (reported.has(key)) return;
          reported.add(key);
          ctx.report({ message: `${what}: ${problem}`, location });
        };
        const visited = new Set<string>();
        const visit = (node: unknown, at: Location, place: RulePlace, required: boolean, what: string, depth: number): void => {
          if (depth > MAX_DEPTH) return;
          const found = schemaAt(ctx.resolve, node, at);
          if (found === undefined) return;
          const id = `${found.key} ${place} ${required}`;
          if (visited.has(id)) return;
          visited.add(id);
          const { schema, location } = found;
          checkSchema(schema, location, place, required, what, report, newest);
          if (place === 'parameter') return;
          const requiredFields = place === 'body' && depth === 0 && Array.isArray(schema.required) ? schema.required : [];
          // The schema's own location for its children: the target's, or the inline node's.
          const here = deref(ctx.resolve, node, at)?.location ?? at;
          for (const [child, tokens] of childSchemas(schema, NOT_CONTENT)) {
            const name = tokens[0] === 'properties' ? String(tokens[1]) : undefined;
            const top = depth === 0 && name !== undefined;
            const label = name === undefined ? what : `${what} property \`${name}\``;
            visit(child, here.child(tokens), top ? 'body-property' : 'body', top && requiredFields.includes(name), label, depth + 1);
          }
        };
        const pathParameters = Array.isArray(item.parameters) ? item.parameters.map((p, i) => [p, ctx.location.child(['parameters', i])] as const) : [];
        for (const method of httpMethods) {
          const operation = item[method];
          if (!isObject(operation)) continue;
          const at = ctx.location.child(method);
          const label = `Operation ${operationLabel(at)}`;
          const own = Array.isArray(operation.parameters) ? operation.parameters.map((p, i) => [p, at.child(['parameters', i])] as const) : [];
          for (const [raw, where] of [...pathParameters, ...own]) {
            const parameter = deref(ctx.resolve, raw, where);
            if (parameter === undefined || !isObject(parameter.node)) continue;
            if (parameter.node.in !== 'path' && parameter.node.in !== 'query') continue;
            const what = `${label} ${String(parameter.node.in)} parameter \`${String(parameter.node.name)}\``;
            visit(parameter.node.schema, parameter.location.child('schema'), 'parameter', false, what, 0);
          }
          const body = deref(ctx.resolve, operation.requestBody, at.child('requestBody'));
          if (body === undefined || !isObject(body.node) || !isObject(body.node.content)) continue;
          for (const [mediaType, media] of Object.entries(body.node.content)) {
            if (!mediaType.includes('json') || !isObject(media)) continue;
            visit(media.schema, body.location.child(['content', mediaType, 'schema']), 'body', false, `${label} request body`, 0);
          }
        }
      },
    },
  };
};
