// Check every SV's Scan of a network from code: the Scan list from one Scan, a section per SV, and
// the answers compared across SVs; the disagreeing SVs named.
import { formatText, runScanNetwork } from '@canton-openapi/conformance';

const report = await runScanNetwork({
  baseUrl: 'https://scan.sv-1.example.com/api/scan',
  params: new Map([['round_number', '4711']]),
  concurrency: 4,
});
process.stdout.write(formatText(report));
if (report.network?.disagreeing.length) console.error(`disagreeing SVs: ${report.network.disagreeing.join(', ')}`);
process.exitCode = report.exitCode;
