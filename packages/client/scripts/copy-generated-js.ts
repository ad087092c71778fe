// tsc compiles the TypeScript sources only; the generated validators are plain JavaScript modules
// (Ajv standalone code, built by the `generate` target and gitignored), so the build copies them next to
// the compiled files in dist/generated/. A committed declaration (`<api>-validators.gen.d.ts`) without its
// module means `generate` has not run: fail rather than ship a client whose `validate: true` cannot load it.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'src/generated');
const to = join(root, 'dist/generated');
mkdirSync(to, { recursive: true });
const files = readdirSync(from);
const missing = files.filter((f) => f.endsWith('.gen.d.ts') && !existsSync(join(from, f.replace(/\.d\.ts$/, '.js'))));
if (missing.length > 0) throw new Error(`${from}: ${missing.join(', ')} declare modules that are not built: run \`npm run generate\` first`);
for (const file of files.filter((f) => f.endsWith('.gen.js'))) copyFileSync(join(from, file), join(to, file));
