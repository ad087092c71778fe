// `npm run docs`: one static, offline HTML reference per API in dist/docs/<api>.html, and dist/docs/index.html.
import { join, relative } from 'node:path';
import { repoRoot } from '@canton-openapi/contract';
import { buildDocs, docsDir, indexFile } from './build-docs.ts';

try {
  for (const page of await buildDocs()) console.log(`docs: ${page.api} → ${relative(repoRoot, page.html)}`);
  console.log(`docs: index → ${relative(repoRoot, join(docsDir, indexFile))}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
