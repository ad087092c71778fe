// The exported name of each component schema: its spec name when that is a usable TypeScript
// identifier that no other export of the module takes; otherwise a deterministic replacement.

/** Names openapi-typescript's output already exports from each API module. */
export const generatedRootNames = ['paths', 'components', 'operations', 'webhooks', '$defs'];

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const reservedWords = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with implements interface let package private protected public static yield any boolean never number object string symbol undefined unknown bigint'.split(
    ' ',
  ),
);

/** `Foo.Bar-baz` → `FooBarBaz`; a leading digit gets a `_`. */
function toIdentifier(name: string): string {
  const parts = name.split(/[^A-Za-z0-9_$]+/).filter((part) => part !== '');
  const joined = parts.map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1))).join('');
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

/**
 * Maps each schema name to its export name. A name that is not an identifier is made one; a name
 * that is a reserved word or one of `reserved` gets the suffix `Schema`. Throws when two schemas would
 * still share an export name, naming both.
 */
export function exportNames(schemaNames: readonly string[], reserved: readonly string[] = generatedRootNames): Map<string, string> {
  const taken = new Map<string, string>();
  const result = new Map<string, string>();
  const blocked = new Set(reserved);
  for (const name of schemaNames) {
    let exported = identifier.test(name) ? name : toIdentifier(name);
    if (exported === '') exported = 'Schema';
    if (blocked.has(exported) || reservedWords.has(exported)) exported = `${exported}Schema`;
    const clash = taken.get(exported);
    if (clash !== undefined || blocked.has(exported)) {
      throw new Error(`schemas ${JSON.stringify(clash ?? exported)} and ${JSON.stringify(name)} would both be exported as ${exported}; rename one in the spec`);
    }
    taken.set(exported, name);
    result.set(name, exported);
  }
  return result;
}
