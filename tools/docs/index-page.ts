// `dist/docs/index.html`: the page a reader opens first, linking the reference page of each API with
// its title, version and summary from the spec. Offline like the reference pages (the same CSP).

/** What the index shows of one API. */
export interface IndexEntry {
  /** File name of the API's page, next to the index. */
  href: string;
  title: string;
  version: string;
  summary: string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The index page's HTML. */
export function indexPage(entries: readonly IndexEntry[]): string {
  const items = entries
    .map(
      (e) => `    <li>
      <a href="${escape(e.href)}">${escape(e.title)}</a> <span class="version">${escape(e.version)}</span>
      <p>${escape(e.summary)}</p>
    </li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Canton Network HTTP APIs — reference</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
  <style>
    body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; line-height: 1.5; }
    ul { list-style: none; padding: 0; }
    li { margin: 1.5rem 0; }
    a { font-size: 1.2rem; font-weight: 600; color: #0044d4; }
    .version { color: #666; font-size: 0.9rem; }
    p { margin: 0.25rem 0 0; }
  </style>
</head>
<body>
  <h1>Canton Network HTTP APIs</h1>
  <p>One offline reference page per API, built from the hand-curated specs.</p>
  <ul>
${items}
  </ul>
</body>
</html>
`;
}
