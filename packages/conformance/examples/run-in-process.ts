// Run the suite from code: one API against your own Scan, the text report on stdout.
import { formatText, runConformance } from '@canton-openapi/conformance';

const report = await runConformance({
  apis: ['scan'],
  baseUrl: 'https://scan.sv-1.example.com/api/scan',
  params: new Map([['round_number', '4711']]),
  timeoutMs: 5_000,
});
process.stdout.write(formatText(report));
process.exitCode = report.exitCode;
