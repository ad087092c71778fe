// `npm run docs`: one static, offline HTML reference per API in dist/docs/<api>.html.
import { relative } from 'node:path';
import { repoRoot } from '../apis.ts';
import { buildDocs } from './build-docs.ts';

try {
  for (const page of await buildDocs()) console.log(`docs: ${page.api} → ${relative(repoRoot, page.html)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
