// canton/bft: every operation's `x-bft` (how a BFT client agrees on the read) has a valid shape, and a document
// whose `info` says `x-bft: required` (Scan's) declares it on every operation, so a new Scan read cannot
// silently default to one rule. The key and its meaning are the contract model's (packages/contract/src/bft.ts).
import type { Location } from '@redocly/openapi-core';
import { bftKey, documentBftProblems, operationBftProblems } from '@canton-openapi/contract';
import { isObject, operationLabel, type JsonObject } from '../lib/nodes.ts';

type Context = { location: Location; report: (problem: { message: string; location: Location }) => void };

/** Reports a malformed `info.x-bft`, a malformed `x-bft`, and an operation without one where its document requires it. */
export const bft = () => {
  let root: JsonObject = {};
  return {
    Root: {
      enter(node: unknown, ctx: Context) {
        root = isObject(node) ? node : {};
        const info = root['info'];
        if (!isObject(info) || !(bftKey in info)) return;
        for (const problem of documentBftProblems(info[bftKey])) ctx.report({ message: problem, location: ctx.location.child(['info', bftKey]) });
      },
    },
    Operation: {
      enter(operation: unknown, ctx: Context) {
        if (!isObject(operation)) return;
        const label = `Operation ${operationLabel(ctx.location)}`;
        for (const problem of operationBftProblems(operation, root))
          ctx.report({ message: `${label}: ${problem}`, location: bftKey in operation ? ctx.location.child(bftKey) : ctx.location.key() });
      },
    },
  };
};
