// Generates @canton-openapi/types from the bundled specs (run by the package's `generate` target,
// after `specs:bundle`): per API, openapi-typescript's types with our rules applied, the named
// schema types, the union helpers, and a copy of the bundle for users' own tools (built, not committed:
// .gitignore; specs/dist is what reviewers read the diff of, as YAML).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { listApis, listChannels, repoRoot, specDocument } from '@canton-openapi/contract';
import { describeUnions, generateApi } from './generate-api.ts';

const outDir = resolve(repoRoot, 'packages/types/src/generated');
const started = performance.now();
const written = new Set<string>();

mkdirSync(outDir, { recursive: true });
for (const api of listApis()) {
  const t0 = performance.now();
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(api.bundle, 'utf8'));
  } catch (error) {
    throw new Error(`${relative(repoRoot, api.bundle)}: cannot read the bundled spec (${(error as Error).message}); run \`npm run bundle\` first`);
  }
  const generated = await generateApi(api.name, specDocument(api.name, document).root, {
    source: relative(repoRoot, api.root).replace(/\/openapi\.yaml$/, ''),
  });
  for (const [name, content] of generated.files) {
    writeFileSync(resolve(outDir, name), content);
    written.add(name);
  }
  console.log(`generated ${api.name} in ${Math.round(performance.now() - t0)} ms; unions:`);
  for (const line of describeUnions(generated.unions)) console.log(`  ${line}`);
}
// An API's WebSocket channels (AsyncAPI), copied as bundled for users' tools and for conformance and the mock.
for (const channels of listChannels()) {
  let text: string;
  try {
    text = `${JSON.stringify(JSON.parse(readFileSync(channels.bundle, 'utf8')), null, 2)}\n`;
  } catch (error) {
    throw new Error(
      `${relative(repoRoot, channels.bundle)}: cannot read the bundled AsyncAPI document (${(error as Error).message}); run \`npm run bundle\` first`,
    );
  }
  writeFileSync(resolve(outDir, `${channels.api}.asyncapi.json`), text);
  written.add(`${channels.api}.asyncapi.json`);
}
for (const name of readdirSync(outDir)) {
  if (!written.has(name) && (name.endsWith('.gen.ts') || name.endsWith('.openapi.json') || name.endsWith('.asyncapi.json'))) {
    rmSync(resolve(outDir, name));
    console.log(`removed stale ${name}`);
  }
}
console.log(`generated ${written.size} files in packages/types/src/generated in ${Math.round(performance.now() - started)} ms`);
