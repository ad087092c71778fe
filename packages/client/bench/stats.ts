// What the bench scripts share: order statistics, a seeded shuffle, the Markdown table they print, and
// the floor of a call that can time out and be aborted.

/** The `q` quantile of `xs` (0 ≤ q ≤ 1), an element of it. */
export const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)]!;

/** The median of `xs`, an element of it (the lower of the middle two). */
export const median = (xs: number[]) => quantile(xs, 0.5);

/** A seeded pseudo-random order of `items` (Fisher–Yates), the same in every run. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** `body` under `header` as a Markdown table, every column padded to its widest cell. */
export function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/**
 * `call` given what any call with a deadline must give fetch: an AbortSignal (fetch registers a
 * listener and a finalizer for it) and a timer, cleared when the call settles. The floor of a
 * client that can time out and be aborted; shown beside the small calls.
 */
export const withDeadline = (call: (signal: AbortSignal) => Promise<unknown>) => async (): Promise<unknown> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
  }
};
