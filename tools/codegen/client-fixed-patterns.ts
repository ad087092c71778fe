// Fixed-width patterns in the quick validators: a pattern such as the W3C traceparent's
// `^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$` admits strings of one length, each character
// from a set. V8 tests a small character class like `[0-9a-f]` with comparisons whose outcome changes
// from character to character, which costs it about 200 ns per random hex id; a length check and a
// table lookup per character give the same verdict in well under half that. Only patterns of ASCII
// classes and characters with exact counts are rewritten; every other pattern stays a RegExp.

/** One run of a fixed-width pattern: the characters it admits, `count` times. */
export type FixedRun = [chars: string, count: number];

// Characters that mean themselves inside and outside a class (no escape, no quantifier, no anchor).
const plain = /^[A-Za-z0-9_:# -]$/;
const run = /\[([^\]\\^[]+)\]|([A-Za-z0-9_:# -])/y;
const exact = /\{(\d{1,4})\}/y;

/** The characters of class body `body` (`0-9a-f`): ranges between letters or digits and plain characters; undefined for anything else. */
function classChars(body: string): string | undefined {
  let chars = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (!plain.test(c)) return undefined;
    // `-` between two characters makes a range; first or last in the class it is itself.
    if (body[i + 1] === '-' && i + 2 < body.length) {
      const to = body[i + 2]!;
      if (!/[A-Za-z0-9]/.test(c) || !/[A-Za-z0-9]/.test(to) || to < c) return undefined;
      for (let code = c.charCodeAt(0); code <= to.charCodeAt(0); code++) chars += String.fromCharCode(code);
      i += 2;
    } else chars += c;
  }
  return chars;
}

/** The runs of `source` when it is anchored (`^…$`) and fixed-width: classes and characters, each once or `{n}` times; else undefined. */
export function fixedWidthPattern(source: string): FixedRun[] | undefined {
  if (!source.startsWith('^') || !source.endsWith('$') || source.length < 3) return undefined;
  const body = source.slice(1, -1);
  const runs: FixedRun[] = [];
  for (let at = 0; at < body.length;) {
    run.lastIndex = at;
    const m = run.exec(body);
    if (m === null) return undefined;
    const chars = m[1] !== undefined ? classChars(m[1]) : m[2]!;
    if (chars === undefined || chars === '') return undefined;
    at = run.lastIndex;
    exact.lastIndex = at;
    const count = exact.exec(body);
    if (count !== null) at = exact.lastIndex;
    runs.push([chars, count === null ? 1 : Number(count[1])]);
  }
  return runs;
}

/** The generated module's `fixedWidth(runs)`: an object whose `test(string)` gives the verdict of the RegExp the runs came from. */
export const fixedWidthSource = `function fixedWidth(runs) {
  const tables = [];
  for (const [chars, count] of runs) {
    const table = new Uint8Array(128);
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
    for (let i = 0; i < count; i++) tables.push(table);
  }
  const length = tables.length;
  return {
    test(value) {
      if (value.length !== length) return false;
      for (let i = 0; i < length; i++) {
        const c = value.charCodeAt(i);
        if (c > 127 || tables[i][c] === 0) return false;
      }
      return true;
    },
  };
}
`;
