// Generates the per-API surfaces from `redocly.yaml` `apis:`: each API's entry module in
// @canton-openapi/types and /client (`src/generated/<api>.entry.gen.ts`), their `exports` maps, and
// conformance's API table with the mock ports (`src/generated/apis.gen.ts`). Adding an API is a spec
// and its entry in redocly.yaml; `npm run generate` does the rest, `npm run check:generated` catches drift.
//   node tools/codegen/generate-surfaces.ts <types|client|conformance>...   writes them
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { listApis, listChannels, namedOperations, repoRoot, specDocument } from '@canton-openapi/contract';
import { clientEntry, conformanceTable, entryFile, type HandWritten, internalEntryFile, type SurfaceApi, typesEntry } from './surface-entries.ts';
import { packageExports, type SurfacePackage, withExports } from './surface-exports.ts';

/** A package the surfaces are generated into. */
export type SurfaceTarget = SurfacePackage | 'conformance';

/** Where to read the API list and the packages, and where the packages are. */
export interface SurfaceOptions {
  /** `redocly.yaml` (default: the repository's). */
  config?: string;
  /** The directory holding `types/`, `client/` and `conformance/` (default: the repository's `packages/`). */
  packagesDir?: string;
}

/** What generation writes: absolute path → content, and the generated files each directory may hold. */
export interface SurfacePlan {
  files: Map<string, string>;
  /** Directory → names of generated entries there, so stale entries of removed APIs go. */
  entries: Map<string, Set<string>>;
}

/** The APIs of `config`, each with what its spec's `info` and `servers` say. */
export function surfaceApis(config = resolve(repoRoot, 'redocly.yaml')): SurfaceApi[] {
  const base = resolve(config, '..');
  return listApis(config).map((api) => {
    const where = relative(base, api.root);
    type Server = { url?: unknown; variables?: Record<string, { description?: unknown }> };
    const spec = parse(readFileSync(api.root, 'utf8')) as { info?: { title?: unknown }; servers?: Server[] } | null;
    const title = spec?.info?.title;
    const server = spec?.servers?.[0];
    if (typeof title !== 'string' || title === '') throw new Error(`${where}: info.title is missing; it names the API in the generated docs`);
    if (typeof server?.url !== 'string') throw new Error(`${where}: servers[0].url is missing; it is the API root a client's baseUrl names`);
    return {
      name: api.name,
      title: title.split(' — ')[0]!.trim(),
      server: server.url,
      serverVariable: variableNote(server),
      internal: hasUnstableOperations(api.name, api.bundle, base),
    };
  });
}

/** Whether the bundled spec of `api` has an operation upstream makes no compatibility promise for: then it gets an `/internal` subpath. */
function hasUnstableOperations(api: string, bundle: string, base: string): boolean {
  if (!existsSync(bundle))
    throw new Error(
      `${relative(base, bundle)}: the bundle of ${api} is missing; run \`npm run bundle\` first (its operations' x-stability decide its subpaths)`,
    );
  return namedOperations(specDocument(api, JSON.parse(readFileSync(bundle, 'utf8')))).some((op) => op.stability !== 'external');
}

/** `where \`{scan}\` is the scheme and host of the Scan` from the first variable of the server URL, if it is described. */
function variableNote(server: { url?: unknown; variables?: Record<string, { description?: unknown }> }): string | undefined {
  const name = /\{([^}]+)\}/.exec(String(server.url))?.[1];
  const description = name === undefined ? undefined : server.variables?.[name]?.description;
  if (typeof description !== 'string' || description === '') return undefined;
  return `where \`{${name}}\` is the ${description[0]!.toLowerCase()}${description.slice(1).replace(/\.$/, '')}`;
}

function handWritten(packageDir: string, api: string): HandWritten {
  const has = (file: string) => existsSync(join(packageDir, 'src', api, file));
  return { public: has('public.ts'), extension: has('extension.ts'), internal: has('internal.ts') };
}

/** Everything generation writes for `targets`, computed without writing. */
export function planSurfaces(targets: readonly SurfaceTarget[], options: SurfaceOptions = {}): SurfacePlan {
  const apis = surfaceApis(options.config);
  const packagesDir = options.packagesDir ?? resolve(repoRoot, 'packages');
  const plan: SurfacePlan = { files: new Map(), entries: new Map() };
  for (const target of targets) {
    const packageDir = join(packagesDir, target);
    const generated = join(packageDir, 'src', 'generated');
    if (target === 'conformance') {
      plan.files.set(join(generated, 'apis.gen.ts'), conformanceTable(apis));
      continue;
    }
    const names = new Set<string>();
    for (const api of apis) {
      const own = handWritten(packageDir, api.name);
      plan.files.set(join(generated, entryFile(api.name)), target === 'types' ? typesEntry(api, own) : clientEntry(api, own, 'stable'));
      names.add(entryFile(api.name));
      // The client of what upstream makes no compatibility promise for has a subpath of its own.
      if (target === 'client' && api.internal) {
        plan.files.set(join(generated, internalEntryFile(api.name)), clientEntry(api, own, 'internal'));
        names.add(internalEntryFile(api.name));
      }
    }
    plan.entries.set(generated, names);
    const manifest = join(packageDir, 'package.json');
    plan.files.set(
      manifest,
      withExports(
        readFileSync(manifest, 'utf8'),
        packageExports(
          target,
          apis.map((a) => a.name),
          apis.filter((a) => a.internal).map((a) => a.name),
          listChannels(options.config).map((c) => c.api),
        ),
      ),
    );
  }
  return plan;
}

/** Writes `plan`, removing generated entries of APIs no longer listed; returns what changed, relative to `root`. */
export function writeSurfaces(plan: SurfacePlan, root = repoRoot): string[] {
  const changed: string[] = [];
  for (const [path, text] of plan.files) {
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    changed.push(relative(root, path));
  }
  for (const [dir, keep] of plan.entries) {
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      if (name.endsWith('.entry.gen.ts') && !keep.has(name)) {
        rmSync(join(dir, name));
        changed.push(`${relative(root, join(dir, name))} (removed)`);
      }
    }
  }
  return changed;
}

if (import.meta.main) {
  const targets = process.argv.slice(2);
  for (const t of targets)
    if (t !== 'types' && t !== 'client' && t !== 'conformance') throw new Error(`generate-surfaces: unknown package '${t}' (types, client or conformance)`);
  const changed = writeSurfaces(planSurfaces(targets as SurfaceTarget[]));
  console.log(changed.length === 0 ? `surfaces of ${targets.join(', ')} up to date` : changed.map((f) => `generated ${f}`).join('\n'));
}
