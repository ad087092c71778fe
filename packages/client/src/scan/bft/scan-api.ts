// The Scan API as the shared client core needs it, for the one-Scan clients a BFT client reads through.
import type { ApiDefinition, createCore } from '../../core/client.ts';
import type { scanOperations } from '../../generated/scan.gen.ts';

/**
 * What the reads use of the code loaded up front, handed in by the client (client.ts): a chunk that
 * imported them would split the up-front code into more chunks, each gzipped apart.
 */
export interface ScanParts {
  createCore: typeof createCore;
  operations: typeof scanOperations;
}

/** The Scan API's operations, validators and int64 tables (loaded on first use, as a Scan client's). */
export function scanApiDefinition(operations: typeof scanOperations): ApiDefinition {
  return {
    name: 'scan',
    operations,
    loadValidators: () => import('../../generated/scan-validators.gen.js'),
    loadInt64: () => import('../../generated/scan-int64.gen.ts').then((m) => m.scanTables),
  };
}
