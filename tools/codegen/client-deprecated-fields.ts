// The deprecated fields of each operation's request, for the client's run-time warning: the spec
// marks them as data (`deprecated: true` with `x-replaced-by` and `x-removal-version` on the
// property), the contract model finds them (packages/contract/src/operations.ts), and the
// warning says the same as their `@deprecated` JSDoc. The client looks for top-level properties of a
// JSON request body; a deprecated field anywhere else stops the generator instead of going unwarned.
import {
  deprecatedNode,
  deprecationMessage,
  follow,
  isObject,
  jsonContent,
  type OperationSpec,
  releaseOf,
  type SpecDocument,
  unescapeToken,
} from '@canton-openapi/contract';

/** The deprecated top-level properties of `op`'s request body, each with its message; undefined when there are none. */
export function deprecatedRequestFields(doc: SpecDocument, op: OperationSpec): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const { where } of op.deprecatedFields) {
    const top = /^body \/([^/]+)$/.exec(where);
    const properties = jsonContent(op.requestBody)?.schema['properties'];
    const name = top?.[1] === undefined ? undefined : unescapeToken(top[1]);
    const declared = name === undefined || !isObject(properties) ? undefined : properties[name];
    if (name === undefined || !isObject(declared)) {
      throw new Error(
        `${op.id}: the deprecated request field '${where}' is not a top-level property of the JSON body, the only ones the client warns of; ` +
          'extend tools/codegen/client-deprecated-fields.ts and packages/client/src/core/request-check.ts',
      );
    }
    const node = deprecatedNode(declared, follow(doc, declared, `${op.id} body ${name}`).value);
    fields[name] = deprecationMessage(node, releaseOf(doc.root));
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
