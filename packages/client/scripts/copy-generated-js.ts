// tsc compiles the TypeScript sources only; the generated validators are plain JavaScript modules
// (Ajv standalone code), so the build copies them next to the compiled files in dist/generated/.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'src/generated');
const to = join(root, 'dist/generated');
mkdirSync(to, { recursive: true });
for (const file of readdirSync(from).filter((f) => f.endsWith('.gen.js'))) {
  copyFileSync(join(from, file), join(to, file));
}
