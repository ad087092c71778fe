// canton/named-examples: named examples exercise every union branch, every error response has one,
// and every example validates against its schema (README.md).
import type { Location, Oas3Rule, UserContext } from '@redocly/openapi-core';
import { ExampleValidator } from '../lib/example-validation.ts';
import { deref, isObject, operationLabel, type Resolve } from '../lib/nodes.ts';
import { UnionCoverage, type Taken } from '../lib/union-coverage.ts';
import { describeLabel } from '../lib/union.ts';

const ERROR_STATUS = /^([45]\d\d|[45]XX|default)$/i;

/** A named example, resolved (it may live in another file). */
interface NamedExample {
  name: string;
  /** Location of the Example object; its value is at `.child('value')`. */
  location: Location;
  hasValue: boolean;
  value: unknown;
}

function readExamples(resolve: Resolve, examples: unknown, location: Location): NamedExample[] {
  if (!isObject(examples)) return [];
  return Object.entries(examples).flatMap(([name, raw]) => {
    const resolved = deref(resolve, raw, location.child(name));
    if (resolved === undefined || !isObject(resolved.node)) return [];
    const { node } = resolved;
    return [{ name, location: resolved.location, hasValue: 'value' in node, value: node.value }];
  });
}

type Ctx = Pick<UserContext, 'report' | 'resolve' | 'location'>;

/**
 * Validates every named example (and a singular `example`) of a media type or parameter against its
 * schema; `subject` names the owner in messages.
 */
function validateExamples(validator: ExampleValidator, ctx: Ctx, node: Record<string, unknown>, subject: string): void {
  if (!('schema' in node)) return;
  const schemaLocation = ctx.location.child('schema');
  const values = readExamples(ctx.resolve, node.examples, ctx.location.child('examples'))
    .filter((e) => e.hasValue)
    .map((e) => ({ label: `Example \`${e.name}\``, location: e.location.child('value'), value: e.value }));
  if ('example' in node) values.push({ label: 'The `example`', location: ctx.location.child('example'), value: node.example });
  for (const { label, location, value } of values) {
    const result = validator.validate(ctx.resolve, node.schema, schemaLocation, value);
    if (result instanceof Error) {
      ctx.report({ message: `Cannot validate the examples of ${subject}: its schema does not compile (${result.message}).`, location: schemaLocation });
      return;
    }
    for (const violation of result) {
      const at = violation.path.length > 0 ? location.child(violation.path) : location;
      ctx.report({
        message: `${label} of ${subject} is invalid at ${violation.pointer || '/'}: ${violation.message} (\`${violation.keyword}\`).`,
        location: violation.onKey ? at.key() : at,
      });
    }
  }
}

/** Reports union branches no named example takes, error responses without one, and invalid examples. */
export const namedExamples: Oas3Rule = () => {
  const validator = new ExampleValidator();
  const reported = new Set<string>();
  return {
    Operation: {
      enter(operation: unknown, ctx) {
        if (!isObject(operation) || !isObject(operation.responses)) return;
        for (const [status, raw] of Object.entries(operation.responses)) {
          if (!ERROR_STATUS.test(status)) continue;
          const response = deref(ctx.resolve, raw, ctx.location.child(['responses', status]));
          if (response === undefined || !isObject(response.node) || !isObject(response.node.content)) continue;
          for (const [mediaType, rawMedia] of Object.entries(response.node.content)) {
            const media = deref(ctx.resolve, rawMedia, response.location.child(['content', mediaType]));
            if (media === undefined || !isObject(media.node)) continue;
            const { examples } = media.node;
            // A response component shared by several operations is reported once, at the component.
            if ((isObject(examples) && Object.keys(examples).length > 0) || reported.has(media.location.absolutePointer)) continue;
            reported.add(media.location.absolutePointer);
            ctx.report({
              message: `Error response ${status} of ${operationLabel(ctx.location)} (${mediaType}) has no named example; add one under \`examples\` so that mocks can serve it.`,
              location: 'examples' in media.node ? media.location.child('examples') : media.location.key(),
            });
          }
        }
      },
    },
    MediaType: {
      enter(media: unknown, ctx) {
        if (!isObject(media) || !('schema' in media)) return;
        const mediaType = String(ctx.key);
        validateExamples(validator, ctx, media, `\`${mediaType}\``);
        const coverage = new UnionCoverage(ctx.resolve);
        const unions = coverage.reachable(media.schema, ctx.location.child('schema'));
        if (unions.length === 0) return;
        const taken: Taken = new Map();
        for (const example of readExamples(ctx.resolve, media.examples, ctx.location.child('examples'))) {
          if (example.hasValue) coverage.mark(media.schema, ctx.location.child('schema'), example.value, taken);
        }
        const location = 'examples' in media ? ctx.location.child('examples').key() : ctx.location.key();
        for (const union of unions) {
          for (const branch of union.branches) {
            if (taken.get(union.id)?.has(branch.index)) continue;
            ctx.report({
              message: `No named example of \`${mediaType}\` takes ${describeLabel(union, branch.index)} of the ${union.kind} union \`${union.name}\`; add an example under \`examples\` whose value does.`,
              location,
            });
          }
        }
      },
    },
    Parameter: {
      enter(parameter: unknown, ctx) {
        if (isObject(parameter)) validateExamples(validator, ctx, parameter, `parameter \`${String(parameter.name)}\``);
      },
    },
  };
};
