// canton/stability: every operation says what upstream promises about it (`x-stability: external | internal |
// pre-alpha`), or its document does for all of its operations (`info.x-stability`), so nobody builds on an
// operation without upstream's compatibility promise unknowingly. Where an operation still carries upstream's
// class word as a tag (scan.yaml's `tags: [internal, scan]`), the tag must say the same: one operation, one
// class. The key and its meaning are the contract model's (packages/contract/src/stability.ts).
import type { Location } from '@redocly/openapi-core';
import { isStability, stabilities, stabilityKey, stabilityOf, stabilityProblems, stabilityValueProblems } from '@canton-openapi/contract';
import { isObject, operationLabel, type JsonObject } from '../lib/nodes.ts';

type Context = { location: Location; report: (problem: { message: string; location: Location }) => void };

/** Reports operations without a valid stability, a malformed `info.x-stability`, and class tags that contradict `x-stability`. */
export const stability = () => {
  let root: JsonObject = {};
  return {
    Root: {
      enter(node: unknown, ctx: Context) {
        root = isObject(node) ? node : {};
        const info = root['info'];
        if (!isObject(info) || !(stabilityKey in info)) return;
        for (const problem of stabilityValueProblems(info[stabilityKey]))
          ctx.report({ message: `\`info.${stabilityKey}\`: ${problem}`, location: ctx.location.child(['info', stabilityKey]) });
      },
    },
    Operation: {
      enter(operation: unknown, ctx: Context) {
        if (!isObject(operation)) return;
        const label = `Operation ${operationLabel(ctx.location)}`;
        const problems = stabilityProblems(operation, root);
        for (const problem of problems)
          ctx.report({ message: `${label} ${problem}`, location: stabilityKey in operation ? ctx.location.child(stabilityKey) : ctx.location.key() });
        if (problems.length > 0) return;
        const declared = stabilityOf(operation, root);
        const tags = Array.isArray(operation['tags']) ? operation['tags'] : [];
        for (const [index, tag] of tags.entries()) {
          if (!isStability(tag) || tag === declared) continue;
          ctx.report({
            message: `${label} is tagged \`${tag}\` but its \`${stabilityKey}\` is \`${declared}\`: a tag naming one of upstream's classes (${stabilities.map((s) => `\`${s}\``).join(', ')}) must agree with \`${stabilityKey}\`.`,
            location: ctx.location.child(['tags', index]),
          });
        }
      },
    },
  };
};
