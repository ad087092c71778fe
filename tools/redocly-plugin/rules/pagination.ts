// canton/pagination: every `x-pagination` names fields the operation's schemas really have (README.md).
// The declaration itself is read by the contract model (packages/contract/src/pagination.ts),
// the same reader codegen and conformance use.
import type { Location, Oas3Rule } from '@redocly/openapi-core';
import { httpMethods, isCursorPagination, paginationKey, paginationOf, paginationShapeProblems } from '@canton-openapi/contract';
import { deref, isObject, operationLabel, type JsonObject, type Resolve } from '../lib/nodes.ts';
import { cursorProblems } from './pagination-cursor.ts';

/** The object `node` is or references, with where it is written; undefined when it is neither. */
function objectOf(resolve: Resolve, node: unknown, location: Location): { node: JsonObject; location: Location } | undefined {
  const resolved = deref(resolve, node, location);
  return resolved !== undefined && isObject(resolved.node) ? { node: resolved.node, location: resolved.location } : undefined;
}

/** The JSON schema of `holder` (a request body or response) for `application/json`. */
function jsonSchema(resolve: Resolve, holder: unknown, location: Location): { node: JsonObject; location: Location } | undefined {
  const resolved = objectOf(resolve, holder, location);
  const media = resolved === undefined ? undefined : objectOf(resolve, resolved.node.content, resolved.location.child('content'));
  const json = media?.node['application/json'];
  if (media === undefined || !isObject(json)) return undefined;
  return objectOf(resolve, json.schema, media.location.child(['application/json', 'schema']));
}

function isArraySchema(schema: JsonObject | undefined): boolean {
  return schema !== undefined && (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')));
}

/** Reports an `x-pagination` of the wrong shape, or one whose fields the request and 200 response lack. */
export const pagination: Oas3Rule = () => {
  const iterators = new Map<string, string>();
  return {
    PathItem: {
      enter(item: unknown, ctx) {
        if (!isObject(item)) return;
        for (const method of httpMethods) {
          const operation = item[method];
          if (!isObject(operation) || !(paginationKey in operation)) continue;
          const at = ctx.location.child(method);
          const label = operationLabel(at);
          const where = at.child(paginationKey);
          const report = (message: string, location: Location = where) => ctx.report({ message: `Operation ${label}: ${message}`, location });
          const problems = paginationShapeProblems(operation[paginationKey]);
          for (const problem of problems) report(problem);
          if (problems.length > 0) continue;
          const page = paginationOf(operation, label)!; // well-formed: no problems above
          const seen = iterators.get(page.iterator);
          if (seen !== undefined)
            report(`iterator \`${page.iterator}\` is already the iterator of ${seen}; each paged operation needs its own.`, where.child('iterator'));
          iterators.set(page.iterator, label);

          const responses = isObject(operation.responses) ? operation.responses : {};
          const ok = jsonSchema(ctx.resolve, responses['200'], at.child(['responses', '200']));
          const properties = ok !== undefined && isObject(ok.node.properties) ? ok.node.properties : {};
          const required = ok !== undefined && Array.isArray(ok.node.required) ? ok.node.required : [];
          const items = ok === undefined ? undefined : objectOf(ctx.resolve, properties[page.items], ok.location.child(['properties', page.items]));
          if (!isArraySchema(items?.node) || !required.includes(page.items)) {
            report(`the 200 JSON response needs a required array property \`${page.items}\` holding the page's items.`, where.child('items'));
          }
          if (isCursorPagination(page)) {
            const body = jsonSchema(ctx.resolve, operation.requestBody, at.child('requestBody'));
            const item = items === undefined ? undefined : objectOf(ctx.resolve, items.node.items, items.location.child('items'));
            for (const problem of cursorProblems(ctx.resolve, page, body, item, where)) report(problem.message, problem.location);
            continue;
          }
          if (page.in === 'body') {
            const body = jsonSchema(ctx.resolve, operation.requestBody, at.child('requestBody'));
            const field = body === undefined || !isObject(body.node.properties) ? undefined : body.node.properties[page.token];
            if (field === undefined) report(`the JSON request body has no property \`${page.token}\` to carry the page token.`, where.child('token'));
            else if (Array.isArray(body?.node.required) && body.node.required.includes(page.token))
              report(`request property \`${page.token}\` is required, but the first page has no token.`, where.child('token'));
          } else {
            const parameters = [
              ...(Array.isArray(item.parameters) ? item.parameters.map((p, i) => objectOf(ctx.resolve, p, ctx.location.child(['parameters', i]))) : []),
              ...(Array.isArray(operation.parameters) ? operation.parameters.map((p, i) => objectOf(ctx.resolve, p, at.child(['parameters', i]))) : []),
            ];
            const parameter = parameters.findLast((p) => p?.node.in === 'query' && p.node.name === page.token);
            if (parameter === undefined) report(`there is no query parameter \`${page.token}\` to carry the page token.`, where.child('token'));
            else if (parameter.node.required === true)
              report(`query parameter \`${page.token}\` is required, but the first page has no token.`, where.child('token'));
          }

          if (!(page.next in properties)) report(`the 200 JSON response has no property \`${page.next}\` to carry the next page's token.`, where.child('next'));
          else if (required.includes(page.next))
            report(`response property \`${page.next}\` is required, but the last page has no next token.`, where.child('next'));
        }
      },
    },
  };
};
