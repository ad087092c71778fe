// A stand-in validator for the wallet-holdings example: it answers the four wallet-internal routes the example
// calls, in the shapes HttpWalletHandler and HttpStatusWalletHandler answer (userStatus, listTokenStandardTransfers,
// acceptTokenStandardTransfer, list), for one wallet user. Accepting a transfer archives the instruction and
// gives the receiver a new Amulet, so the holdings read after it include what was accepted. Without the user's
// token it answers 401 in plain text, as the wallet's authorization does before any handler. Served through
// an injected fetch: nothing here touches the network.
import { createHash } from 'node:crypto';
import { fakeFetch, json, raw, type Recorded } from './fake-fetch.ts';

const contractId = (seed: string) =>
  '00' + createHash('sha256').update(seed).digest('hex') + 'ca101220' + createHash('sha256').update(`${seed}/suffix`).digest('hex');
const dso = 'DSO::122010c424982ba7befadd6a14131ac8b5021958e924bd1d3cbca9b44f8727e329ee';
const amuletPackage = '3ca1343ab26b453d38c8adb70dca5f1ead8440c42b59b68f070786955cbf9ec1';
const round = 4512;

/** An Amulet contract of `owner` as the wallet's store holds it. */
function amulet(owner: string, initialAmount: string, createdRound: number, seed: string) {
  return {
    template_id: `${amuletPackage}:Splice.Amulet:Amulet`,
    contract_id: contractId(seed),
    payload: { dso, owner, amount: { initialAmount, createdAt: { number: String(createdRound) }, ratePerRound: { rate: '0.0000190259' } } },
    created_event_blob: Buffer.from(seed).toString('base64'),
    created_at: '2025-02-14T16:00:00.000000Z',
  };
}

/** A pending Amulet transfer instruction from `sender` to `receiver`. */
function instruction(sender: string, receiver: string, amount: string, seed: string) {
  return {
    template_id: `${amuletPackage}:Splice.AmuletTransferInstruction:AmuletTransferInstruction`,
    contract_id: contractId(seed),
    payload: {
      lockedAmulet: contractId(`${seed}/lock`),
      transfer: { sender, receiver, amount, instrumentId: { admin: dso, id: 'Amulet' }, meta: { values: {} } },
    },
    created_event_blob: Buffer.from(seed).toString('base64'),
    created_at: '2025-02-14T16:00:01.128842Z',
  };
}

/** The stand-in's fetch, the requests it got, the wallet's party and the transfers sent to it. */
export function walletValidator(party: string, userToken: string) {
  const other = 'bob__wallet__user::1220fb89d62774bd5b3fd8a11c1b22c8c5453e8286c3cf7add515c98d7bca192ef18';
  const amulets = [{ contract: amulet(party, '100.0000000000', 4500, 'held'), fee: '0.0002283108' }];
  const locked = [{ contract: amulet(party, '5.0000000000', 4511, 'locked'), fee: '0.0000190259' }];
  const open = [instruction(other, party, '10.0000000000', 'incoming'), instruction(party, other, '5.0000000000', 'outgoing')];
  const incoming = open[0]!.contract_id;
  const position = ({ contract, fee }: { contract: ReturnType<typeof amulet>; fee: string }) => ({
    contract: { contract, domain_id: 'global-domain::122084177677df6db8cf0cc3fbb27e2c9e3b8e5b9b1c8e9f0a2d4c6b8e0f2a4c6e8' },
    round,
    accrued_holding_fee: fee,
    effective_amount: contract.payload.amount.initialAmount,
  });

  const accept = (id: string) => {
    const index = open.findIndex((c) => c.contract_id === id && c.payload.transfer.receiver === party);
    if (index < 0) return json({ error: `Contract ${id} not found` }, 404);
    const [done] = open.splice(index, 1);
    const received = amulet(party, done!.payload.transfer.amount, round, `received/${id}`);
    amulets.push({ contract: received, fee: '0E-10' });
    return json({ output: { receiver_holding_cids: [received.contract_id] }, sender_change_cids: [], meta: {} });
  };
  const routes: Record<string, (path: string) => Response | undefined> = {
    GET: (path) =>
      path === '/v0/wallet/user-status'
        ? json({ party_id: party, user_onboarded: true, user_wallet_installed: true, has_featured_app_right: false })
        : path === '/v0/wallet/token-standard/transfers'
          ? json({ transfers: open })
          : path === '/v0/wallet/amulets'
            ? json({ amulets: amulets.map(position), locked_amulets: locked.map(position) })
            : undefined,
    POST: (path) => {
      const accepted = /^\/v0\/wallet\/token-standard\/transfers\/([^/]+)\/accept$/.exec(path);
      return accepted === null ? undefined : accept(decodeURIComponent(accepted[1]!));
    },
  };

  const { fetch, calls } = fakeFetch((request: Recorded) => {
    if (request.headers.get('authorization') !== `Bearer ${userToken}`)
      return raw('The resource requires authentication, which was not supplied with the request', 401, 'text/plain; charset=UTF-8');
    const url = new URL(request.url);
    const answer = routes[request.method]?.(url.pathname.replace(/^\/api\/validator/, ''));
    return answer ?? json({ error: `The requested resource could not be found: ${request.url}` }, 404);
  });
  return { fetch, calls, incoming };
}
