// Generates @canton-openapi/types from the bundled specs: one `<api>.gen.ts` per API
// (openapi-typescript) and a copy of the bundle, `<api>.openapi.json`, shipped for users' own tools.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { listApis, repoRoot } from '../apis.ts';

const outDir = resolve(repoRoot, 'packages/types/src/generated');
const banner = (api: string) =>
  `// Generated from specs/${api} by tools/codegen. Do not edit: change the spec or the generator, then run \`npm run generate\`.\n`;

mkdirSync(outDir, { recursive: true });
for (const api of listApis()) {
  const bundle = JSON.parse(readFileSync(api.bundle, 'utf8'));
  writeFileSync(resolve(outDir, `${api.name}.openapi.json`), `${JSON.stringify(bundle, null, 2)}\n`);
  const ast = await openapiTS(bundle, { alphabetize: false, exportType: false });
  writeFileSync(resolve(outDir, `${api.name}.gen.ts`), banner(api.name) + astToString(ast));
  console.log(`generated packages/types/src/generated/${api.name}.gen.ts`);
}
