// Generates @canton-openapi/client's per-API code from the bundled specs into
// packages/client/src/generated/: the named methods and channel methods (`<api>.gen.ts`), the operation table (each
// operation's method, path, paging, int64 fields, releases, deprecations and writes: `<api>-operations.gen.ts`, loaded on demand), what each release line does not serve (types only, client-lines.ts) and precompiled response validators (`<api>-validators.gen.js` +
// `.d.ts`). The validators' JavaScript is built here, not committed (.gitignore): Ajv's output, which no
// reviewer reads; the package's build copies it into dist/. `clientFiles` is pure, so the client's feature
// tests generate a client from a tiny spec the same way (packages/client/test/support/fixture.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type JsonObject, listApis, listChannels, namedOperations, releaseOf, repoRoot, specDocument } from '@canton-openapi/contract';
import { channelMethods } from './client-channels.ts';
import { deprecatedRequestFields } from './client-deprecated-fields.ts';
import { emitLines, lineGaps } from './client-lines.ts';
import { operationInt64Shapes } from './client-int64.ts';
import { generateOperations, generateOperationTable } from './client-operations.ts';
import { releaseTable } from './client-releases.ts';
import { generateValidators } from './client-validators.ts';

/**
 * The generated files of the client of `api` (file name → text), from its bundled spec `bundle` and the
 * bundled AsyncAPI documents of its WebSocket channels, if any.
 */
export function clientFiles(api: string, bundle: JsonObject, asyncapi: readonly JsonObject[] = []): Map<string, string> {
  const banner = `// Generated from specs/${api} by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run \`npm run generate\`.\n`;
  const doc = specDocument(api, bundle);
  const operations = namedOperations(doc);
  const channels = asyncapi.flatMap((channelDoc) => channelMethods(channelDoc, doc, operations));
  const deprecatedFields = Object.fromEntries(operations.map((op) => [op.id, deprecatedRequestFields(doc, op)]));
  const validators = generateValidators(api, doc, operations, banner);
  const releases = releaseTable(doc, operations, channels);
  const versioned = new Set(Object.keys(releases.operations));
  return new Map([
    [`${api}.gen.ts`, generateOperations(api, operations, banner, releaseOf(doc.root), channels) + emitLines(api, lineGaps(doc, operations, channels))],
    [
      `${api}-operations.gen.ts`,
      generateOperationTable(
        api,
        operationInt64Shapes(doc, operations),
        operations,
        banner,
        deprecatedFields,
        releaseOf(doc.root),
        releases,
        versioned,
        channels,
      ),
    ],
    [`${api}-validators.gen.js`, validators.js],
    [`${api}-validators.gen.d.ts`, validators.dts],
  ]);
}

if (import.meta.main) {
  const outDir = resolve(repoRoot, 'packages/client/src/generated');
  mkdirSync(outDir, { recursive: true });
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as JsonObject;
  for (const api of listApis()) {
    // The API's WebSocket channels: the AsyncAPI documents beside its spec (redocly.yaml pairs them).
    const channels = listChannels().filter((c) => c.api === api.name);
    for (const [file, text] of clientFiles(
      api.name,
      read(api.bundle),
      channels.map((c) => read(c.bundle)),
    )) {
      writeFileSync(resolve(outDir, file), text);
      console.log(`generated packages/client/src/generated/${file}`);
    }
  }
}
