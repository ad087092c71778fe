// Writes the table of operations of specs/README.md (operations-table.ts) from the bundled specs of every API
// of redocly.yaml. The specs project's `generate` target runs it (`npm run generate`).
//   node tools/codegen/generate-operations-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { listApis, readSpec, repoRoot } from '@canton-openapi/contract';
import { readmeWithOperations, type TableApi } from './operations-table.ts';

/** The README that holds the table. */
export const specsReadme = join(repoRoot, 'specs', 'README.md');

/** Every API of redocly.yaml as a row of the table, read from its bundle (`npm run bundle` writes them). */
export async function tableApis(): Promise<TableApi[]> {
  return Promise.all(
    listApis().map(async (api) => ({ name: api.name, root: relative(dirname(specsReadme), api.root), doc: await readSpec(api.name, api.bundle) })),
  );
}

if (import.meta.main) {
  const readme = readFileSync(specsReadme, 'utf8');
  const written = readmeWithOperations(readme, await tableApis());
  if (written !== readme) writeFileSync(specsReadme, written);
  console.log(`operations table: specs/README.md ${written === readme ? 'was current' : 'rewritten'}`);
}
