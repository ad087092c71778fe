// release:dry's reading of an install's output (install scripts shown): Scarf's install script, which
// reports installs to Scarf's analytics, must not have run in a project that denies it.
import { describe, expect, it } from 'vitest';
import { telemetryProblems } from '../telemetry.ts';

describe('telemetryProblems', () => {
  it('accepts an install where no Scarf script ran', () => {
    expect(telemetryProblems('> esbuild@0.28.2 postinstall\n> node install.js\n\nadded 219 packages in 9s\n')).toEqual([]);
  });

  it("names an install where Scarf's script ran", () => {
    expect(telemetryProblems('> @scarf/scarf@1.4.0 postinstall\n> node ./report.js\n\nadded 219 packages\n')).toEqual([
      expect.stringContaining("@scarf/scarf's postinstall ran although the project denies it"),
    ]);
  });
});
