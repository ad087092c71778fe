// How messages quote a body the server sent. Only the code of failures uses it, all of it loaded
// on demand, so it stays out of the bundle of calls that succeed.

/** `text` on one line, cut at 120 characters: how messages quote a body. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}
