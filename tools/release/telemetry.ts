// Prism depends on `@scarf/scarf`, whose postinstall script reports installs to Scarf's analytics unless
// the user opts out. A dependency cannot opt out for its users: Scarf reads `scarfSettings` from the
// `npm ls --long` output, and npm 11 leaves that field out for installed packages. So Prism is an
// optional peer of @canton-openapi/conformance (a plain install has no Scarf, see footprint.ts), the
// README tells mock-mode users to deny the script with `allowScripts` (npm 11.19+ then never runs it),
// and `release:dry` installs Prism that way, with install scripts shown, and checks the script never ran.

/** The package of Prism's install analytics. */
export const scarfPackage = '@scarf/scarf';

/** Every sign in an install's output that Scarf's install script ran; empty when none. */
export function telemetryProblems(installOutput: string): string[] {
  if (!/> @scarf\/scarf@\S+ postinstall/.test(installOutput)) return [];
  return [
    `${scarfPackage}'s postinstall ran although the project denies it ("allowScripts": { "${scarfPackage}": false }): it reports installs to Scarf's analytics`,
  ];
}
