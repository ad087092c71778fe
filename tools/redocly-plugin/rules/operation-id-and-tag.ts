// canton/operation-id-and-tag: every operation has an operationId and at least one declared tag.
import type { Oas3Rule } from '@redocly/openapi-core';
import { isObject, operationLabel } from '../lib/nodes.ts';

/** Reports operations without an operationId, without a tag, or with a tag missing from top-level `tags`. */
export const operationIdAndTag: Oas3Rule = () => {
  let declared = new Set<string>();
  return {
    Root: {
      enter(root: unknown) {
        const tags = isObject(root) && Array.isArray(root.tags) ? root.tags : [];
        declared = new Set(tags.flatMap((tag: unknown) => (isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [])));
      },
    },
    Operation: {
      enter(operation: unknown, ctx) {
        if (!isObject(operation)) return;
        const label = operationLabel(ctx.location);
        const { operationId, tags } = operation;
        if (typeof operationId !== 'string' || operationId.trim() === '') {
          const location = 'operationId' in operation ? ctx.location.child('operationId') : ctx.location.key();
          ctx.report({ message: `Operation ${label} needs an \`operationId\`: generated clients and types are named after it.`, location });
        }
        if (!Array.isArray(tags) || tags.length === 0) {
          const location = 'tags' in operation ? ctx.location.child('tags') : ctx.location.key();
          ctx.report({ message: `Operation ${label} needs at least one tag from the top-level \`tags\`.`, location });
          return;
        }
        for (const [index, tag] of tags.entries()) {
          if (typeof tag !== 'string' || !declared.has(tag)) {
            const known = [...declared].map((t) => `\`${t}\``).join(', ') || 'none';
            ctx.report({
              message: `Operation ${label} has tag ${JSON.stringify(tag)}, which the top-level \`tags\` does not declare (declared: ${known}).`,
              location: ctx.location.child(['tags', index]),
            });
          }
        }
      },
    },
  };
};
