// canton/effect: every operation, and every operation of an AsyncAPI channel, says what it does to the server's
// state (`x-effect: read | write`), so a forgotten marker fails lint instead of passing as a read; an
// `x-auth-before-effect` record sits only on a write that needs credentials and states its evidence. The keys
// are the contract model's (packages/contract/src/effects.ts), which conformance reads to decide what it may
// send to a real node.
import type { Location } from '@redocly/openapi-core';
import {
  authBeforeEffectKey,
  authBeforeEffectShapeProblems,
  effectKey,
  effectProblems,
  submissionKey,
  submissionShapeProblems,
} from '@canton-openapi/contract';
import { isObject, operationLabel, type JsonObject } from '../lib/nodes.ts';

type Report = (message: string, location: Location) => void;

/** Whether a `security` list asks for credentials: a non-empty list without the `{}` alternative. */
function needsCredentials(security: unknown): boolean {
  return Array.isArray(security) && security.length > 0 && security.every((requirement) => isObject(requirement) && Object.keys(requirement).length > 0);
}

/** Checks the markers of one operation; `security` is what applies to it (its own, else the document's). */
function checkOperation(operation: JsonObject, location: Location, label: string, security: unknown, report: Report): void {
  for (const problem of effectProblems(operation)) report(`${label} ${problem}`, effectKey in operation ? location.child(effectKey) : location.key());
  if (submissionKey in operation) {
    const at = location.child(submissionKey);
    for (const problem of submissionShapeProblems(operation[submissionKey])) report(`${label}: ${problem}`, at);
    if (operation[effectKey] !== 'write')
      report(`${label}: \`${submissionKey}\` belongs to an \`${effectKey}: write\` operation: only a write can run twice.`, at.key());
  }
  if (!(authBeforeEffectKey in operation)) return;
  const at = location.child(authBeforeEffectKey);
  for (const problem of authBeforeEffectShapeProblems(operation[authBeforeEffectKey])) report(`${label}: ${problem}`, at);
  if (operation[effectKey] !== 'write')
    report(`${label}: \`${authBeforeEffectKey}\` belongs to an \`${effectKey}: write\` operation: conformance sends a read's requests anyway.`, at.key());
  else if (!needsCredentials(security))
    report(
      `${label}: \`${authBeforeEffectKey}\` needs an operation that requires credentials (\`security\` without \`{}\`): a request without them is not refused otherwise.`,
      at.key(),
    );
}

type Context = { location: Location; report: (problem: { message: string; location: Location }) => void };

/** Reports OpenAPI operations without a valid `x-effect`, and misplaced or malformed `x-auth-before-effect`. */
export const effect = () => {
  let documentSecurity: unknown;
  return {
    Root: {
      enter(root: unknown) {
        documentSecurity = isObject(root) ? root['security'] : undefined;
      },
    },
    Operation: {
      enter(operation: unknown, ctx: Context) {
        if (!isObject(operation)) return;
        const report: Report = (message, location) => ctx.report({ message, location });
        const security = 'security' in operation ? operation['security'] : documentSecurity;
        checkOperation(operation, ctx.location, `Operation ${operationLabel(ctx.location)}`, security, report);
      },
    },
  };
};

/** Reports AsyncAPI channel operations (`publish`, `subscribe`) without a valid `x-effect`. */
export const channelEffect = () => ({
  Root: {
    enter(root: unknown, ctx: Context) {
      if (!isObject(root)) return;
      const channels = isObject(root['channels']) ? root['channels'] : {};
      for (const [name, channel] of Object.entries(channels)) {
        if (!isObject(channel)) continue;
        for (const side of ['publish', 'subscribe'] as const) {
          const operation = channel[side];
          if (!isObject(operation)) continue;
          const location = ctx.location.child(['channels', name, side]);
          for (const problem of effectProblems(operation))
            ctx.report({ message: `Channel ${name} ${side} ${problem}`, location: effectKey in operation ? location.child(effectKey) : location.key() });
        }
      }
    },
  },
});
