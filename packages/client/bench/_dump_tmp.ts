import { build } from 'esbuild';
const api = process.argv[2];
const r = await build({ entryPoints: [`src/generated/${api}.entry.gen.ts`], conditions: ['@canton-openapi/source'], bundle: true, minify: process.argv[3] !== 'pretty', splitting: true, format: 'esm', platform: 'browser', target: 'es2022', outdir: '/virtual-out', write: false, metafile: true, logLevel: 'silent' });
const entry = r.outputFiles.find((f) => f.path.endsWith(`${api}.entry.gen.js`))!;
process.stdout.write(entry.text);
