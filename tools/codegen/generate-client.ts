// Generates @canton-openapi/client's per-API code from the bundled specs into
// packages/client/src/generated/: the named methods (`<api>.gen.ts`), where int64 fields are
// (`<api>-int64.gen.ts`) and precompiled response validators (`<api>-validators.gen.js` + `.d.ts`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { listApis, namedOperations, releaseOf, repoRoot, specDocument } from '@canton-openapi/contract';
import { deprecatedRequestFields } from './client-deprecated-fields.ts';
import { operationInt64Shapes } from './client-int64.ts';
import { generateInt64Module, generateOperations } from './client-operations.ts';
import { generateValidators } from './client-validators.ts';

const outDir = resolve(repoRoot, 'packages/client/src/generated');
const banner = (api: string) =>
  `// Generated from specs/${api} by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run \`npm run generate\`.\n`;

mkdirSync(outDir, { recursive: true });
for (const api of listApis()) {
  const doc = specDocument(api.name, JSON.parse(readFileSync(api.bundle, 'utf8')));
  const operations = namedOperations(doc);
  const shapes = operationInt64Shapes(doc, operations);
  const write = (file: string, text: string) => {
    writeFileSync(resolve(outDir, file), text);
    console.log(`generated packages/client/src/generated/${file}`);
  };
  write(`${api.name}.gen.ts`, generateOperations(api.name, operations, banner(api.name), releaseOf(doc.root)));
  const deprecatedFields = Object.fromEntries(operations.map((op) => [op.id, deprecatedRequestFields(doc, op)]));
  write(`${api.name}-int64.gen.ts`, generateInt64Module(api.name, shapes, operations, banner(api.name), deprecatedFields));
  const validators = generateValidators(api.name, doc, operations, banner(api.name));
  write(`${api.name}-validators.gen.js`, validators.js);
  write(`${api.name}-validators.gen.d.ts`, validators.dts);
}
