// The Scan API as the shared client core needs it, for the one-Scan clients a BFT client reads through.
import type { ApiDefinition } from '../../core/client.ts';
import { scanOperations } from '../../generated/scan.gen.ts';

/** The Scan API's operations, validators and int64 tables (loaded on first use, as a Scan client's). */
export const scanApiDefinition: ApiDefinition = {
  name: 'scan',
  operations: scanOperations,
  loadValidators: () => import('../../generated/scan-validators.gen.js'),
  loadInt64: () => import('../../generated/scan-int64.gen.ts').then((m) => ({ shapes: m.scanInt64, rounded: m.scanRoundedInt64 })),
};
