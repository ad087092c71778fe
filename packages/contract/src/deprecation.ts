// Deprecations as the contract states them (`x-replaced-by`, the releases of lifecycle.ts and
// `x-enabled-by`): read here once, for conformance's report, for the `@deprecated` text codegen writes into types and clients,
// for the notes on the reference pages (tools/docs), and for what `canton/deprecation-info` requires.
import { isObject } from './json.ts';
import { type Lifecycle, lifecycleOf, versionText } from './lifecycle.ts';

/** The keys that state a deprecation: the flag, what replaces the node, since when, when it is refused, when it goes and when it went. */
export const deprecationKeys = [
  ...['deprecated', 'x-replaced-by', 'x-deprecated-in', 'x-disabled-in', 'x-enabled-by'],
  ...['x-removal-version', 'x-removed-in'],
] as const;

/** What `x-replaced-by` names, per kind of deprecated node: the fields its object must carry. */
export const replacementFields = {
  operation: ['operationId', 'method', 'path'],
  parameter: ['parameter', 'in'],
  property: ['property'],
  schema: ['schema'],
} as const;

/** A kind of node that can be deprecated. */
export type DeprecatedKind = keyof typeof replacementFields;

/** The `x-removal-version` of a deprecation whose removal release is not announced yet. */
export const notAnnounced = 'not-announced';

const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** Whether `value` is a valid `x-removal-version`: a semver release, or `not-announced`. */
export function isRemovalVersion(value: unknown): boolean {
  return typeof value === 'string' && (value === notAnnounced || semver.test(value));
}

/** The places a parameter can be in, as `x-replaced-by.in` of a parameter names them. */
export const parameterPlaces = ['query', 'header', 'path', 'cookie'] as const;

/** What the spec says about a deprecation: replacement, since when, when it is refused by default (and what re-enables it), announced and done removal. */
export interface DeprecationSpec extends Pick<Lifecycle, 'deprecatedIn' | 'disabledIn' | 'enabledBy' | 'removalVersion' | 'removedIn'> {
  replacedBy?: string;
}

/** What an `x-replaced-by` names: a name (`kind` unset for a bare one), a parameter's place, a route (`POST /v1/x`). */
export interface Replacement {
  kind?: 'operation' | 'parameter' | 'property' | 'schema';
  name?: string;
  in?: string;
  route?: string;
}

/** A deprecated node's extensions, read once: what replaces it and when it goes (`removalVersion` as written). */
export interface Deprecation extends Omit<DeprecationSpec, 'replacedBy'> {
  replacement?: Replacement;
}

function replacementOf(by: unknown): Replacement | undefined {
  if (typeof by === 'string') return { name: by };
  if (!isObject(by)) return undefined;
  const key = (['operationId', 'property', 'schema', 'parameter'] as const).find((k) => typeof by[k] === 'string');
  const { method, path, in: place } = by;
  const route = typeof method === 'string' && typeof path === 'string' ? `${method.toUpperCase()} ${path}` : undefined;
  return {
    ...(key === undefined ? {} : { kind: key === 'operationId' ? 'operation' : key, name: by[key] as string }),
    ...(typeof place === 'string' ? { in: place } : {}),
    ...(route === undefined ? {} : { route }),
  };
}

/** Reads `x-replaced-by` and the deprecation's releases (lifecycle.ts) of a deprecated operation, parameter, schema or channel. */
export function deprecationOf(node: Record<string, unknown>): Deprecation {
  const replacement = replacementOf(node['x-replaced-by']);
  const { deprecated: _, addedIn: __, ...releases } = lifecycleOf(node);
  return { ...(replacement && { replacement }), ...releases };
}

/** The removal version a deprecation announces; undefined when none is (absent or `not-announced`). */
export function announcedRemoval({ removalVersion }: Deprecation): string | undefined {
  return removalVersion === notAnnounced ? undefined : removalVersion;
}

/**
 * The node a property's deprecation is read from: the property as written when it is deprecated there
 * (`{$ref, deprecated: true}`, the sibling keys of its `$ref`), else what it is with its `$ref` followed.
 */
export function deprecatedNode(written: Record<string, unknown>, followed: Record<string, unknown>): Record<string, unknown> {
  return written['deprecated'] === true ? written : followed;
}

/** Reads `x-replaced-by` and the deprecation's releases of a deprecated operation or field, for the report. */
export function readDeprecation(raw: Record<string, unknown>): DeprecationSpec {
  const { replacement, ...removal } = deprecationOf(raw);
  const { kind, name, route } = replacement ?? {};
  const replacedBy = name === undefined ? route : kind === 'operation' && route !== undefined ? `${name} (${route})` : name;
  return { ...(replacedBy === undefined ? {} : { replacedBy }), ...removal };
}

/** The release a contract describes, its `info.version` (YAML may read `3.5` as a number), or undefined. */
export function releaseOf(document: Record<string, unknown>): string | undefined {
  const info = document['info'];
  return isObject(info) ? versionText(info['version']) : undefined;
}

/** Compares two versions by their numeric parts (`3.5.9` < `3.10.0`); a pre-release or build suffix is ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => (v.split(/[-+]/)[0] ?? '').split('.').map((p) => Number.parseInt(p, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** When a deprecated thing goes, said for a contract of a given release; `now` when it is refused, gone or due at that release. */
export interface RemovalNote {
  /** `deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `…`); removal announced for 3.7.0`, lower case, no final stop. */
  text: string;
  /** True when the contract's release disables or removed it, or is at or past its announced removal: move off it now, not some day. */
  now: boolean;
}

/**
 * What happens to a deprecated operation, parameter, field or channel and when, for a contract of release
 * `specVersion` (its `info.version`): since when it is deprecated, from when it is refused by default and
 * which setting re-enables it, and when it goes. An announced removal release the contract's own release
 * has reached is said as what it is, announced but not done: a removal "announced for 3.5.0" next to a
 * 3.5.9 server otherwise reads as a contradiction. Reports, reference pages and JSDoc all say it so.
 */
export function removalNote(deprecation: Omit<DeprecationSpec, 'replacedBy'>, specVersion?: string): RemovalNote {
  const { deprecatedIn, disabledIn, enabledBy, removedIn } = deprecation;
  const announced = announcedRemoval(deprecation);
  const reached = (version: string | undefined) => specVersion !== undefined && version !== undefined && compareVersions(specVersion, version) >= 0;
  const removed = removedIn === undefined ? '' : `; removed in ${removedIn}`;
  let removal: string;
  if (announced === undefined) removal = `no removal version announced${removed}`;
  else if (reached(removedIn)) removal = announced === removedIn ? `removed in ${removedIn}` : `removed in ${removedIn} (announced for ${announced})`;
  else if (reached(announced)) {
    const line = specVersion!.split('.').slice(0, 2).join('.');
    removal = `upstream announced its removal for ${announced}, but ${line}.x still supports it${removed}`;
  } else removal = `removal announced for ${announced}${removed}`;
  const enable = enabledBy === undefined ? '' : ` (re-enable with \`${enabledBy}\`)`;
  const parts = [
    ...(deprecatedIn === undefined ? [] : [`deprecated in ${deprecatedIn}`]),
    ...(disabledIn === undefined ? [] : [`disabled by default from ${disabledIn}${enable}`]),
    removal,
  ];
  return { text: parts.join('; '), now: reached(disabledIn) || reached(removedIn) || reached(announced) };
}

/**
 * The text after `@deprecated` for a deprecated operation, parameter or schema of a contract of release
 * `specVersion` (types and client JSDoc, client warnings): what to use, whether now, and when it goes.
 */
export function deprecationMessage(node: Record<string, unknown>, specVersion?: string): string {
  const deprecation = deprecationOf(node);
  const { name, route } = deprecation.replacement ?? {};
  const where = route === undefined ? '' : ` (${route})`;
  const { text, now } = removalNote(deprecation, specVersion);
  const when = now ? 'now' : 'instead';
  const replacement =
    name !== undefined && name !== '' ? `Use \`${name}\`${where} ${when}.` : where !== '' ? `Use${where} ${when}.` : 'The spec names no replacement.';
  return `${replacement} ${text[0]?.toUpperCase() ?? ''}${text.slice(1)}.`;
}

/**
 * What a report says of a deprecation of a contract of release `specVersion`: `use postV2Updates (POST
 * /v2/updates) now (upstream announced its removal for 3.5.0, but 3.5.x still supports it; removed in 3.6.0)`.
 */
export function deprecationAdvice(deprecation: DeprecationSpec, specVersion?: string): string {
  const { text, now } = removalNote(deprecation, specVersion);
  const use = deprecation.replacedBy === undefined ? 'no replacement named' : `use ${deprecation.replacedBy} ${now ? 'now' : 'instead'}`;
  return `${use} (${text})`;
}
