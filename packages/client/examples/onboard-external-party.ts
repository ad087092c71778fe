// README: onboarding an external party through its validator, the key held outside (operator's token).
// #region onboard-external-party
import type { ValidatorClient } from '@canton-openapi/client/validator/internal';

/** Signs `bytes` with the party's Ed25519 key, wherever that key lives (a wallet, an HSM): the raw 64-byte signature. */
export type SignEd25519 = (bytes: Uint8Array) => Promise<Uint8Array>;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

/**
 * Creates the party `<hint>::<key fingerprint>` hosted on the validator, accepts the validator's setup proposal
 * (which gives the party a transfer preapproval) and reads its balance. `validator` is an /internal client
 * made with the operator's token; `publicKeyHex` the party's raw Ed25519 public key as hex.
 */
export async function onboardExternalParty(validator: ValidatorClient, partyHint: string, publicKeyHex: string, sign: SignEd25519) {
  // 1. The validator builds the topology transactions; nothing is stored yet.
  const generated = await validator.generateExternalPartyTopology({ party_hint: partyHint, public_key: publicKeyHex });
  // 2. Sign each transaction's hash (the hex decoded: a 34-byte multihash) and submit them unchanged.
  const signedTopologyTxs = [];
  for (const { topology_tx, hash } of generated.topology_txs) {
    signedTopologyTxs.push({ topology_tx, signed_hash: toHex(await sign(fromHex(hash))) });
  }
  const { party_id: party } = await validator.submitExternalPartyTopology({ public_key: publicKeyHex, signed_topology_txs: signedTopologyTxs });
  // 3. The validator proposes the setup (and pays for the preapproval); the party accepts by signing.
  const { contract_id } = await validator.createExternalPartySetupProposal({ user_party_id: party });
  const prepared = await validator.prepareAcceptExternalPartySetupProposal({ contract_id, user_party_id: party });
  // Decode prepared.transaction (a PreparedTransaction) and recompute the hash first when the validator is not trusted.
  const accepted = await validator.submitAcceptExternalPartySetupProposal({
    submission: { party_id: party, transaction: prepared.transaction, signed_tx_hash: toHex(await sign(fromHex(prepared.tx_hash))), public_key: publicKeyHex },
  });
  // 4. What the party holds, as its wallet on the validator sees it.
  const balance = await validator.getExternalPartyBalance({ query: { party_id: party } });
  return { party, preapproval: accepted.transfer_preapproval_contract_id, available: balance.total_available_coin };
}
// #endregion
