// A published README is read on npm's page and inside node_modules, where only the tarball exists: a
// relative link must name a file the tarball ships. Links to the repository (`../../specs/…`) or to
// files left out of the tarball (`examples/…`) are dead there, so they must be absolute URLs or plain text.
import { posix } from 'node:path';

/** Every link target of a Markdown document: `[text](target)`, `![alt](target)`, `[id]: target` and `href="…"`/`src="…"`. */
export function markdownLinks(markdown: string): string[] {
  const text = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, ''); // code blocks show code, not links
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]),
  ];
  return targets.filter((t): t is string => t !== undefined);
}

/**
 * Every README link that is dead inside the tarball, as a sentence naming it; empty when none.
 * `shipped` answers whether a path relative to the package root is in the tarball.
 */
export function readmeLinkProblems(markdown: string, shipped: (path: string) => boolean): string[] {
  const problems: string[] = [];
  for (const target of new Set(markdownLinks(markdown))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue; // absolute URL or in-page anchor
    const path = posix.normalize(decodeURI(target.replace(/[?#].*$/, '')));
    if (path === '..' || path.startsWith('../') || path.startsWith('/')) {
      problems.push(`README links to ${target}, outside the package: dead on npm and in node_modules (use an absolute URL or plain text)`);
    } else if (!shipped(path.replace(/\/$/, ''))) {
      problems.push(`README links to ${target}, which the tarball does not ship (use an absolute URL or plain text)`);
    }
  }
  return problems;
}

/** Whether `path` is shipped by a manifest's `files` entries (a file, a folder, or a `*` pattern within one folder). */
export function inFiles(files: readonly string[], path: string): boolean {
  return ['package.json', ...files].some((entry) => {
    const pattern = posix.normalize(entry).replace(/\/$/, '');
    if (pattern.includes('*')) {
      const regex = new RegExp(
        `^${pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*')}$`,
      );
      return regex.test(path);
    }
    return path === pattern || path.startsWith(`${pattern}/`);
  });
}
