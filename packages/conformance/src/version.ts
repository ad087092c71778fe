// The package's own version and the API releases its bundled specs describe, for `--version` and every
// report: a report names the tool that wrote it and the contract it checked.
import { createRequire } from 'node:module';

// From src/ and from dist/ alike, the manifest is one directory up.
const manifest = createRequire(import.meta.url)('../package.json') as { version: string; cantonApis?: Record<string, string> };

/** The version of `@canton-openapi/conformance` that is running. */
export const toolVersion: string = manifest.version;

/** The API releases the bundled specs describe, by API (`package.json` `cantonApis`, written from each spec's `info.version`). */
export const bundledApiVersions: Readonly<Record<string, string>> = manifest.cantonApis ?? {};
