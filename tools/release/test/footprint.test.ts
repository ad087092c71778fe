// release:dry's reading of a plain install of @canton-openapi/conformance: no Prism, no Scarf, no
// install script, and the packages counted.
import { describe, expect, it } from 'vitest';
import { plainInstallFootprint } from '../footprint.ts';

const lock = (packages: Record<string, { version?: string; hasInstallScript?: boolean }>) => ({
  packages: { '': { version: '1.0.0' }, ...packages },
});

describe('plainInstallFootprint', () => {
  it('counts the installed packages, nested ones included, and finds nothing wrong in a clean install', () => {
    const footprint = plainInstallFootprint(
      lock({ 'node_modules/ajv': { version: '8.20.0' }, 'node_modules/@canton-openapi/types': {}, 'node_modules/ajv-formats/node_modules/ajv': {} }),
      'added 3 packages in 1s\n',
    );
    expect(footprint).toEqual({ packages: ['@canton-openapi/types', 'ajv', 'ajv'], problems: [] });
  });

  it('names Prism, Scarf and any package with an install script', () => {
    const footprint = plainInstallFootprint(
      lock({
        'node_modules/@stoplight/prism-cli': { version: '5.16.0' },
        'node_modules/@scarf/scarf': { version: '1.4.0', hasInstallScript: true },
        'node_modules/esbuild': { version: '0.28.2', hasInstallScript: true },
      }),
      '',
    );
    expect(footprint.problems).toEqual([
      expect.stringContaining('node_modules/@stoplight/prism-cli was installed: Prism is an optional peer dependency'),
      expect.stringContaining("node_modules/@scarf/scarf was installed: @scarf/scarf is Prism's install analytics"),
      'node_modules/esbuild@0.28.2 has an install script',
    ]);
  });

  it('names an install script that ran, from the output', () => {
    expect(plainInstallFootprint(lock({}), '> @scarf/scarf@1.4.0 postinstall\n> node ./report.js\n').problems).toEqual([
      'an install script ran: @scarf/scarf@1.4.0 postinstall',
    ]);
  });
});
