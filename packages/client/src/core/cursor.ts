// The cursor of an operation that pages from the last item (`x-pagination` `fromLastItem`): the next
// request is the previous one with each target set from the last item of the page. Values are copied as
// the response gave them (a bigint stays a bigint, a time keeps its text), never parsed or rebuilt, so
// an int64 migration id stays exact and the server's own order decides what comes next (across
// migrations too). Loaded with paging.ts, on demand.
import type { CursorPage } from './types/operation-table.ts';

/** The unescaped tokens of a JSON pointer (`/a~1b/c` → `['a/b', 'c']`). */
function tokensOf(pointer: string): string[] {
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value at `pointer` of `value`, or undefined where an object along the way lacks it. */
function valueAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const token of tokensOf(pointer)) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/** A copy of `value` with `pointer` set to `to`: the objects along the way copied (the caller's left as they are), absent ones made. */
function withValueAt(value: unknown, tokens: readonly string[], to: unknown): unknown {
  if (tokens.length === 0) return to;
  const base = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const [head, ...rest] = tokens as [string, ...string[]];
  return { ...base, [head]: withValueAt(base[head], rest, to) };
}

/** The cursor read from `item`: each target's value, or the target none of whose sources `item` has. */
export function cursorOf(page: CursorPage, item: unknown): { values: Record<string, unknown> } | { missing: string; sources: readonly string[] } {
  const values: Record<string, unknown> = {};
  for (const [target, sources] of Object.entries(page.fromLastItem)) {
    const source = sources.find((s) => {
      const found = valueAt(item, s);
      return found !== undefined && found !== null;
    });
    if (source === undefined) return { missing: target, sources };
    values[target] = valueAt(item, source);
  }
  return { values };
}

/** `request` with the cursor's values set at their request body pointers. */
export function withCursor(request: object, values: Readonly<Record<string, unknown>>): object {
  let next: unknown = request;
  for (const [target, value] of Object.entries(values)) next = withValueAt(next, tokensOf(target), value);
  return next as object;
}

/** The cursor values `request` already carries (a resumed iteration), keyed by target; undefined when it carries none. */
export function carriedCursor(page: CursorPage, request: object): Record<string, unknown> | undefined {
  const values = Object.fromEntries(Object.keys(page.fromLastItem).map((target) => [target, valueAt(request, target)]));
  return Object.values(values).every((v) => v === undefined) ? undefined : values;
}

/** A key that is equal for equal cursors, bigints included (JSON.stringify cannot write them). */
export function cursorKey(values: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(values, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
}
