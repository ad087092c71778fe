// The deprecated fields of each operation's request, for the client's run-time warning: the spec
// marks them as data (`deprecated: true` with `x-replaced-by` and `x-removal-version` on the
// property), the contract model finds them (packages/contract/src/operations.ts), and the
// warning says the same as their `@deprecated` JSDoc. The client looks for top-level properties of a
// JSON request body; a deprecated field anywhere else stops the generator instead of going unwarned.
import { deprecationMessage, releaseOf } from '@canton-openapi/contract';
import { deref, isObject, type OpenApiDocument, type OperationInfo } from './client-spec.ts';

/** The deprecated top-level properties of `op`'s request body, each with its message; undefined when there are none. */
export function deprecatedRequestFields(doc: OpenApiDocument, op: OperationInfo): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const where of op.deprecatedFields) {
    const top = /^body \/([^/]+)$/.exec(where);
    const properties = isObject(op.requestBody?.properties) ? op.requestBody.properties : {};
    const name = top?.[1]?.replaceAll('~1', '/').replaceAll('~0', '~');
    const declared = name === undefined ? undefined : properties[name];
    if (name === undefined || !isObject(declared)) {
      throw new Error(
        `${op.operationId}: the deprecated request field '${where}' is not a top-level property of the JSON body, the only ones the client warns of; ` +
          'extend tools/codegen/client-deprecated-fields.ts and packages/client/src/core/request-check.ts',
      );
    }
    // The property's own `deprecated` (a sibling of its `$ref`), else its target's.
    const node = declared.deprecated === true ? declared : deref(doc, declared, `${op.operationId} body ${name}`).node;
    fields[name] = deprecationMessage(node, releaseOf(doc));
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
