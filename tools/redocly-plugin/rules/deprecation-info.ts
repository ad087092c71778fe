// canton/deprecation-info: every deprecated operation, parameter and schema property names its
// replacement (`x-replaced-by`) and removal (`x-removal-version`), in the shapes README.md documents. The
// shapes (the fields of `x-replaced-by` per kind, a valid removal version) are the contract model's
// (packages/contract/src/deprecation.ts), which reads deprecations for every other tool.
import type { Location, Oas3Rule } from '@redocly/openapi-core';
import { type DeprecatedKind, httpMethods, isRemovalVersion, notAnnounced, parameterPlaces, replacementFields } from '@canton-openapi/contract';
import { isObject, operationLabel, show, type JsonObject } from '../lib/nodes.ts';
import { roomsView, writtenEntry } from '../lib/rooms.ts';

type Report = (message: string, location: Location) => void;

/**
 * Checks the two extensions on a deprecated node, or that a node that is not deprecated has neither.
 * Answers the `x-replaced-by` object when it has every required field, for further checks.
 */
function checkNode(node: JsonObject, location: Location, kind: DeprecatedKind, what: string, report: Report): JsonObject | undefined {
  const extensions = ['x-replaced-by', 'x-removal-version'].filter((k) => k in node);
  if (node.deprecated !== true) {
    for (const key of extensions)
      report(
        `${what[0]?.toUpperCase()}${what.slice(1)} is not deprecated but has \`${key}\`; add \`deprecated: true\` or remove it.`,
        location.child(key).key(),
      );
    return undefined;
  }
  const fields = replacementFields[kind];
  const shape = `{${fields.join(', ')}}`;
  const removal = node['x-removal-version'];
  if (removal === undefined) {
    report(`Deprecated ${what} needs \`x-removal-version\`: the release that removes it (semver), or \`${notAnnounced}\`.`, location.child('deprecated').key());
  } else if (!isRemovalVersion(removal)) {
    report(
      `\`x-removal-version\` of ${what} must be a semver string such as \`3.6.0\` or \`${notAnnounced}\`; found ${show(removal)}.`,
      location.child('x-removal-version'),
    );
  }
  const replacedBy = node['x-replaced-by'];
  if (replacedBy === undefined) {
    report(`Deprecated ${what} needs \`x-replaced-by: ${shape}\` naming its replacement.`, location.child('deprecated').key());
    return undefined;
  }
  if (!isObject(replacedBy)) {
    report(`\`x-replaced-by\` of ${what} must be an object ${shape}; found ${show(replacedBy)}.`, location.child('x-replaced-by'));
    return undefined;
  }
  let complete = true;
  for (const field of fields) {
    const value = replacedBy[field];
    if (typeof value !== 'string' || value === '') {
      complete = false;
      const where = field in replacedBy ? location.child(['x-replaced-by', field]) : location.child('x-replaced-by').key();
      report(`\`x-replaced-by\` of ${what} needs \`${field}\` (a non-empty string): the shape is ${shape}.`, where);
    }
  }
  return complete ? replacedBy : undefined;
}

/** Reports deprecated nodes without machine-readable replacement and removal information. */
export const deprecationInfo: Oas3Rule = () => {
  let paths: JsonObject = {};
  return {
    Root: {
      enter(root: unknown, ctx) {
        // The path items as written: in a document in rooms the root holds only `$ref`s to them.
        const view = isObject(root) ? roomsView(root, ctx.location, ctx.resolve).document : {};
        paths = isObject(view.paths) ? view.paths : {};
      },
    },
    Operation: {
      enter(operation: unknown, ctx) {
        if (!isObject(operation)) return;
        const report: Report = (message, location) => ctx.report({ message, location });
        const label = typeof operation.operationId === 'string' ? `\`${operation.operationId}\`` : operationLabel(ctx.location);
        const replacedBy = checkNode(operation, ctx.location, 'operation', `operation ${label}`, report);
        if (replacedBy === undefined) return;
        const where = ctx.location.child('x-replaced-by');
        const method = String(replacedBy.method);
        if (!(httpMethods as readonly string[]).includes(method))
          report(`\`x-replaced-by.method\` must be a lower-case HTTP method; found ${show(method)}.`, where.child('method'));
        // The replacement may live in another document; when it is in this one, the two must agree.
        const target = isObject(paths[String(replacedBy.path)]) ? (paths[String(replacedBy.path)] as JsonObject)[method] : undefined;
        if (isObject(target) && target.operationId !== replacedBy.operationId) {
          report(
            `\`x-replaced-by\` names \`${String(replacedBy.operationId)}\`, but ${method.toUpperCase()} ${String(replacedBy.path)} in this document is ${show(target.operationId)}.`,
            where.child('operationId'),
          );
        }
        if (isObject(target) && target.deprecated === true) {
          report(`\`x-replaced-by\` names ${method.toUpperCase()} ${String(replacedBy.path)}, which is deprecated itself.`, where.child('path'));
        }
      },
    },
    Parameter: {
      enter(parameter: unknown, ctx) {
        if (!isObject(parameter)) return;
        const report: Report = (message, location) => ctx.report({ message, location });
        const replacedBy = checkNode(parameter, ctx.location, 'parameter', `parameter \`${String(parameter.name)}\``, report);
        if (replacedBy !== undefined && !(parameterPlaces as readonly string[]).includes(String(replacedBy.in))) {
          report(
            `\`x-replaced-by.in\` must be one of ${parameterPlaces.join(', ')}; found ${show(replacedBy.in)}.`,
            ctx.location.child(['x-replaced-by', 'in']),
          );
        }
      },
    },
    NamedSchemas: {
      enter(schemas: unknown, ctx) {
        if (!isObject(schemas)) return;
        const report: Report = (message, location) => ctx.report({ message, location });
        for (const [name, entry] of Object.entries(schemas)) {
          // The schema as written: in its room when the root names it by `$ref`.
          const written = writtenEntry(ctx.resolve, entry, ctx.location.child(name));
          if (written === undefined || !isObject(written.node)) continue;
          const replacedBy = checkNode(written.node, written.location, 'schema', `schema \`${name}\``, report);
          if (replacedBy !== undefined && !(String(replacedBy.schema) in schemas)) {
            report(
              `\`x-replaced-by.schema\` names \`${String(replacedBy.schema)}\`, which is not in components.schemas.`,
              written.location.child(['x-replaced-by', 'schema']),
            );
          }
        }
      },
    },
    Schema: {
      enter(schema: unknown, ctx) {
        // Properties are checked from their parent: Redocly visits a `{$ref, deprecated: true}`
        // property as its target, without the sibling keys that carry the deprecation.
        if (!isObject(schema) || !isObject(schema.properties)) return;
        const properties = schema.properties;
        const report: Report = (message, location) => ctx.report({ message, location });
        for (const [name, property] of Object.entries(properties)) {
          if (!isObject(property)) continue;
          const location = ctx.location.child(['properties', name]);
          const replacedBy = checkNode(property, location, 'property', `property \`${name}\``, report);
          if (replacedBy === undefined) continue;
          const replacement = properties[String(replacedBy.property)];
          const where = location.child(['x-replaced-by', 'property']);
          if (!isObject(replacement)) {
            report(`\`x-replaced-by.property\` names \`${String(replacedBy.property)}\`, which is not a property of this schema.`, where);
          } else if (replacement.deprecated === true) {
            report(`\`x-replaced-by.property\` names \`${String(replacedBy.property)}\`, which is deprecated itself.`, where);
          }
        }
      },
    },
  };
};
