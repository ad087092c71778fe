// The most-used Canton clients on the registry, called the way their README shows: the splice
// wallet kernel's `@canton-network/core-splice-client` (ScanClient) and `core-ledger-client`
// (LedgerClient), both thin openapi-fetch wrappers. Same server, same payloads, same run as ours.
// The validator's wallet API (getTransferOfferStatus) is not in the peer's validator-internal spec,
// so it has no peer row.
import { LedgerClient } from '@canton-network/core-ledger-client';
import { ScanClient } from '@canton-network/core-splice-client';

/** The peer's package versions, as installed (devDependencies pin them exactly). */
export const peerVersions = {
  splice: '1.8.0',
  ledger: '1.8.0',
};

// A logger that discards everything: ours logs nothing on success, so neither should the peer.
const silent = {
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  fatal: () => undefined,
  child: () => silent,
};

// No token, as our clients in the bench: the peer then adds no Authorization header either.
const noToken = {
  getAccessToken: async () => '',
  getAuthContext: async () => ({ userId: 'bench', accessToken: '' }),
};

/** The peer's Scan client on `baseUrl` (`{scan}/api/scan`). */
export function peerScan(baseUrl: string) {
  return new ScanClient(new URL(baseUrl), silent as never, noToken as never);
}

/** The peer's ledger client on `baseUrl`, pinned to Ledger API 3.5 (no version probe before calls). */
export function peerLedger(baseUrl: string) {
  return new LedgerClient({ baseUrl: new URL(baseUrl), logger: silent as never, accessTokenProvider: noToken as never, version: '3.5' });
}
