// A stand-in validator for the external-party onboarding example: it answers the seven operator routes the
// example calls, as HttpValidatorAdminHandler does in shape, and checks every Ed25519 signature it gets
// against the party's public key with node:crypto, refusing a wrong one with 400 {error} as the participant
// would. Served through an injected fetch: nothing here touches the network.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { fakeFetch, json, type Recorded } from './fake-fetch.ts';

const multihash = (bytes: Buffer) => '1220' + createHash('sha256').update(bytes).digest('hex');
const fingerprintOf = (publicKeyHex: string) => multihash(Buffer.from(publicKeyHex, 'hex'));

/** Whether `signatureHex` is the key's Ed25519 signature of `messageHex`'s bytes. */
function signedBy(publicKeyHex: string, messageHex: string, signatureHex: string): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKeyHex, 'hex').toString('base64url') }, format: 'jwk' });
  return verify(null, Buffer.from(messageHex, 'hex'), key, Buffer.from(signatureHex, 'hex'));
}

/** The stand-in's fetch, the requests it got and the signatures it verified. */
export function externalPartyValidator() {
  const verified: string[] = [];
  let topology: { party: string; publicKey: string; txs: { topology_tx: string; hash: string }[] } | undefined;
  const preparedHash = createHash('sha256').update('accept').digest('hex');
  const proposal = '00' + createHash('sha256').update('proposal').digest('hex') + 'ca101220' + createHash('sha256').update('p').digest('hex');
  const preapproval = '00' + createHash('sha256').update('preapproval').digest('hex') + 'ca101220' + createHash('sha256').update('q').digest('hex');

  const routes: Record<string, (body: any, url: URL) => Response> = {
    'POST /v0/admin/external-party/topology/generate': ({ party_hint, public_key }) => {
      const txs = ['namespace-delegation', 'party-to-participant', 'party-to-key'].map((kind) => {
        const bytes = Buffer.from(`${kind}:${party_hint}:${public_key}`);
        return { topology_tx: bytes.toString('base64'), hash: multihash(bytes) };
      });
      topology = { party: `${party_hint}::${fingerprintOf(public_key)}`, publicKey: public_key, txs };
      return json({ party_id: topology.party, topology_txs: txs });
    },
    'POST /v0/admin/external-party/topology/submit': ({ public_key, signed_topology_txs }) => {
      for (const { topology_tx, signed_hash } of signed_topology_txs) {
        const hash = topology?.txs.find((t) => t.topology_tx === topology_tx)?.hash;
        if (hash === undefined) return json({ error: 'failed to construct topology transaction: unknown' }, 400);
        if (!signedBy(public_key, hash, signed_hash)) return json({ error: `Signature of ${hash} does not verify` }, 400);
        verified.push(hash);
      }
      return json({ party_id: topology!.party });
    },
    'POST /v0/admin/external-party/setup-proposal': () => json({ contract_id: proposal }),
    'POST /v0/admin/external-party/setup-proposal/prepare-accept': ({ contract_id }) =>
      contract_id === proposal
        ? json({ transaction: Buffer.from('prepared accept').toString('base64'), tx_hash: preparedHash, hashing_details: null })
        : json({ error: 'Found contract does not match provided contractId.' }, 400),
    'POST /v0/admin/external-party/setup-proposal/submit-accept': ({ submission }) => {
      if (!signedBy(topology!.publicKey, preparedHash, submission.signed_tx_hash)) return json({ error: 'Signature does not verify' }, 400);
      verified.push(preparedHash);
      return json({ transfer_preapproval_contract_id: preapproval, update_id: '1220' + createHash('sha256').update('update').digest('hex') });
    },
    'GET /v0/admin/external-party/balance': (_body, url) => {
      const zero = '0E-10';
      return json({
        party_id: url.searchParams.get('party_id'),
        total_unlocked_coin: '25.0000000000',
        total_locked_coin: zero,
        total_coin_holdings: '25.0000000000',
        accumulated_holding_fees_unlocked: zero,
        accumulated_holding_fees_locked: zero,
        accumulated_holding_fees_total: zero,
        total_available_coin: '25.0000000000',
        computed_as_of_round: 4512,
      });
    },
  };

  const { fetch, calls } = fakeFetch((request: Recorded) => {
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname.replace(/^\/api\/validator/, '')}`];
    if (route === undefined) return json({ error: `The requested resource could not be found: ${request.url}` }, 404);
    return route(request.body === '' ? undefined : JSON.parse(request.body), url);
  });
  return { fetch, calls, verified, preapproval };
}
