// Generates @canton-openapi/client's per-API code from the bundled specs into
// packages/client/src/generated/: the named methods and channel methods (`<api>.gen.ts`), where int64 fields are
// (`<api>-int64.gen.ts`) and precompiled response validators (`<api>-validators.gen.js` + `.d.ts`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { releaseOf } from '@canton-openapi/contract';
import { listApis, listChannels, repoRoot } from '../apis.ts';
import { channelMethods } from './client-channels.ts';
import { deprecatedRequestFields } from './client-deprecated-fields.ts';
import { operationInt64Shapes } from './client-int64.ts';
import { generateInt64Module, generateOperations } from './client-operations.ts';
import { listOperations, type OpenApiDocument } from './client-spec.ts';
import { generateValidators } from './client-validators.ts';

const outDir = resolve(repoRoot, 'packages/client/src/generated');
const banner = (api: string) =>
  `// Generated from specs/${api} by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run \`npm run generate\`.\n`;

mkdirSync(outDir, { recursive: true });
for (const api of listApis()) {
  const doc = JSON.parse(readFileSync(api.bundle, 'utf8')) as OpenApiDocument;
  const operations = listOperations(doc);
  const shapes = operationInt64Shapes(doc, operations);
  const write = (file: string, text: string) => {
    writeFileSync(resolve(outDir, file), text);
    console.log(`generated packages/client/src/generated/${file}`);
  };
  // The API's WebSocket channels, from the AsyncAPI document beside its spec (redocly.yaml pairs them).
  const channels = listChannels()
    .filter((c) => c.api === api.name)
    .flatMap((c) => channelMethods(JSON.parse(readFileSync(c.bundle, 'utf8')) as Record<string, unknown>, doc, operations));
  write(`${api.name}.gen.ts`, generateOperations(api.name, operations, banner(api.name), releaseOf(doc), channels));
  const deprecatedFields = Object.fromEntries(operations.map((op) => [op.operationId, deprecatedRequestFields(doc, op)]));
  write(`${api.name}-int64.gen.ts`, generateInt64Module(api.name, shapes, operations, banner(api.name), deprecatedFields));
  const validators = generateValidators(api.name, doc, operations, banner(api.name));
  write(`${api.name}-validators.gen.js`, validators.js);
  write(`${api.name}-validators.gen.d.ts`, validators.dts);
}
