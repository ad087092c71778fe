// How an error shows two long answers that differ: a window around the first character where they
// part, with how much before it was equal, rather than the same first 120 characters of both.

/**
 * At most about `max` characters of `text` for a message: from the start, or, given the answer it is
 * compared with (`agreed`), around the first character where `text` differs from it, with the count
 * of equal characters left out (`…(40 chars equal) `) and the whole length when cut (`… (900 chars)`).
 */
export function differenceExcerpt(text: string, agreed?: string, max = 120): string {
  let at = 0;
  if (agreed !== undefined && agreed !== text) while (at < text.length && text[at] === agreed[at]) at++;
  const start = Math.max(0, at - 40);
  const cut = text.slice(start, start + max);
  return `${start > 0 ? `…(${start} chars equal) ` : ''}${cut}${start + max < text.length ? `… (${text.length} chars)` : ''}`;
}
