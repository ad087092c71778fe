// Compares the effective security of one operation. A requirement list is a choice of alternatives,
// each a set of schemes used together; schemes are compared by what they demand, not by their name,
// so renaming a security scheme changes nothing.
import type { JsonObject } from '@canton-openapi/contract';
import { canonicalSpec } from './canonical.ts';
import type { Report } from './change.ts';

type Obj = Record<string, unknown>;

/** One scheme of an alternative: its canonical definition, the name it has here, its scopes. */
interface Demand {
  scheme: string;
  name: string;
  scopes: Set<string>;
}

/** Reports a requirement that clients of the base version may not meet as breaking. */
export function diffSecurity(base: unknown, head: unknown, baseDoc: JsonObject, headDoc: JsonObject, at: string[], report: Report): void {
  const a = alternatives(base, baseDoc);
  const b = alternatives(head, headDoc);
  const unmet = a.filter((alt) => !b.some((candidate) => satisfies(alt, candidate)));
  for (const alt of unmet) {
    report(
      'security-requirement-added',
      at,
      true,
      `clients authenticating with ${show(alt)} no longer meet the security requirement; it now asks for ${b.map(show).join(' or ')}`,
    );
  }
  if (unmet.length > 0) return;
  const same = a.length === b.length && b.every((alt) => a.some((old) => satisfies(old, alt) && satisfies(alt, old)));
  if (!same) {
    report('security-requirement-removed', at, false, `security relaxed from ${a.map(show).join(' or ')} to ${b.map(show).join(' or ')}`);
  }
}

function alternatives(requirements: unknown, doc: JsonObject): Demand[][] {
  const list = Array.isArray(requirements) && requirements.length > 0 ? (requirements as Obj[]) : [{}];
  const schemes = ((doc.components as Obj | undefined)?.securitySchemes ?? {}) as Record<string, unknown>;
  return list.map((alt) =>
    Object.entries(alt).map(([name, scopes]) => ({
      name,
      // An undefined scheme cannot be met by anyone; keep its name so it never matches a real one.
      scheme: name in schemes ? canonicalSpec(schemes[name], doc) : `undefined:${name}`,
      scopes: new Set(Array.isArray(scopes) ? (scopes as string[]) : []),
    })),
  );
}

/** True when a client that sends `held` also meets `wanted`: every wanted scheme is held with its scopes. */
function satisfies(held: Demand[], wanted: Demand[]): boolean {
  return wanted.every((w) => held.some((h) => h.scheme === w.scheme && [...w.scopes].every((s) => h.scopes.has(s))));
}

function show(alt: Demand[]): string {
  if (alt.length === 0) return 'no credentials';
  return alt.map((d) => (d.scopes.size > 0 ? `${d.name} [${[...d.scopes].join(', ')}]` : d.name)).join(' + ');
}
