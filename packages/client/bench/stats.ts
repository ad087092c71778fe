// What the bench scripts share: order statistics, a seeded shuffle, and the Markdown table they print.

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
