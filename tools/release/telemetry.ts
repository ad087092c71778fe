// Prism depends on `@scarf/scarf`, whose postinstall script reports installs to Scarf's analytics unless
// a package on the way to it says `"scarfSettings": { "enabled": false }` (as @canton-openapi/conformance
// does) or the user opted out. `release:dry` installs the tarballs as a user would, with the script's
// output shown (`--foreground-scripts`, `SCARF_VERBOSE=true`), and reads that output here.

/** What Scarf's script prints when a package in the dependency chain turned it off. */
export const scarfDeclined = 'Scarf has been disabled via a package.json in the dependency chain';

/** Every sign in an install's output that an install script may have reported the install; empty when none. */
export function telemetryProblems(installOutput: string): string[] {
  const ran = /> @scarf\/scarf@\S+ postinstall/.test(installOutput);
  if (!ran || installOutput.includes(scarfDeclined)) return [];
  return [`@scarf/scarf's postinstall ran without "${scarfDeclined}": it may have reported this install (is "scarfSettings": { "enabled": false } still in @canton-openapi/conformance's package.json?)`];
}
