// README: a wallet backend listing its holdings and accepting the Token Standard transfers sent to it (the wallet user's token).
// #region wallet-holdings
import type { ValidatorClient } from '@canton-openapi/client/validator/internal';

// Amounts are Daml Numeric 10 decimals sent as text, plain ('1520.5000000000') or in exponent form ('0E-10'):
// sum them exactly as integers of 10^-10, never as floating-point numbers.
const scale = 10;
function toUnits(decimal: string): bigint {
  const [, sign, whole, fraction = '', exponent = '0'] = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]?\d+))?$/.exec(decimal) ?? [];
  if (whole === undefined) throw new RangeError(`not a decimal: ${decimal}`);
  const shift = scale - fraction.length + Number(exponent);
  const digits = BigInt(whole + fraction);
  const units = shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
  return sign === '-' ? -units : units;
}
const toDecimal = (units: bigint) => {
  const text = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  return `${units < 0n ? '-' : ''}${text.slice(0, -scale)}.${text.slice(-scale)}`;
};

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
  let unlocked = 0n;
  for (const a of amulets) unlocked += toUnits(a.effective_amount) - toUnits(a.accrued_holding_fee);
  const locked = locked_amulets.reduce((sum, a) => sum + toUnits(a.effective_amount), 0n);
  return { party, accepted, unlocked: toDecimal(unlocked), locked: toDecimal(locked) };
}
// #endregion
