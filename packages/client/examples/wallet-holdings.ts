// README: a wallet backend listing its holdings and accepting the Token Standard transfers sent to it (the wallet user's token).
// #region wallet-holdings
import { Numeric10, sumNumeric10 } from '@canton-openapi/client/decimal';
import type { ValidatorClient } from '@canton-openapi/client/validator/internal';

// Amounts are Daml Numeric 10 decimals sent as text, plain ('1520.5000000000') or, as the wallet's Java
// BigDecimal writes small ones, in exponent form ('0E-10'): read them exactly, never as floating-point numbers.
const amount = (text: string) => Numeric10.parseScientific(text);

/**
 * What the wallet of `wallet`'s token holds (unlocked Amulet net of the holding fees accrued, and locked
 * Amulet), after accepting every open Token Standard transfer sent to its party. `wallet` is an /internal
 * validator client made with the wallet user's token.
 */
export async function acceptTransfersAndReadHoldings(wallet: ValidatorClient) {
  const { party_id: party } = await wallet.userStatus();
  // 1. Accept the open transfers whose receiver is this wallet's party (the others are ones it sent).
  const { transfers } = await wallet.listTokenStandardTransfers();
  const accepted: string[] = [];
  for (const instruction of transfers) {
    const { transfer } = instruction.payload as { transfer?: { receiver?: string } };
    if (transfer?.receiver !== party) continue;
    const { output } = await wallet.acceptTokenStandardTransfer(instruction.contract_id);
    if ('receiver_holding_cids' in output) accepted.push(...output.receiver_holding_cids);
  }
  // 2. The holdings: effective_amount is the amulet's initial amount, so take its accrued fee off.
  const { amulets, locked_amulets } = await wallet.listAmulets();
  const unlocked = sumNumeric10(amulets.map((a) => amount(a.effective_amount).subtract(amount(a.accrued_holding_fee))));
  const locked = sumNumeric10(locked_amulets.map((a) => amount(a.effective_amount)));
  return { party, accepted, unlocked: unlocked.toWireString(), locked: locked.toWireString() };
}
// #endregion
