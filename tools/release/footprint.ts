// What `npm install @canton-openapi/conformance` brings, read from the project's package-lock.json and
// the install's output (scripts shown with --foreground-scripts). Prism is an optional peer dependency,
// so a plain install must bring no Prism, no `@scarf/scarf` (Prism's install analytics) and no package
// with an install script at all; `release:dry` checks it on the packed tarballs and prints the count.
import { scarfPackage } from './telemetry.ts';

/** The optional peer dependency the mock mode needs. */
export const prismPackage = '@stoplight/prism-cli';

/** The lockfile fields read here. */
export interface Lockfile {
  packages?: Record<string, { version?: string; hasInstallScript?: boolean; link?: boolean }>;
}

/** What an install brought. */
export interface Footprint {
  /** Installed package names, sorted (a package installed at two places counts twice). */
  packages: string[];
  problems: string[];
}

const installedName = (key: string): string => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Every package the lockfile installed, and every way it breaks the promise of a plain install. */
export function plainInstallFootprint(lock: Lockfile, installOutput: string): Footprint {
  const entries = Object.entries(lock.packages ?? {}).filter(([key]) => key.startsWith('node_modules/'));
  const packages = entries.map(([key]) => installedName(key)).sort();
  const problems: string[] = [];
  for (const [key, entry] of entries) {
    const name = installedName(key);
    if (name === scarfPackage) problems.push(`${key} was installed: ${scarfPackage} is Prism's install analytics, and Prism is an optional peer`);
    else if (name === prismPackage) problems.push(`${key} was installed: Prism is an optional peer dependency, installed only by users of the mock mode`);
    else if (entry.hasInstallScript === true) problems.push(`${key}@${entry.version ?? '?'} has an install script`);
  }
  for (const [, script] of installOutput.matchAll(/^> (\S+@\S+ (?:preinstall|install|postinstall))$/gm)) problems.push(`an install script ran: ${script}`);
  return { packages, problems };
}
