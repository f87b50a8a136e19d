import { currencyWords, type CurrencyCode } from '../currency.ts';
import { toMoneyDecimal } from '../money-decimal.ts';
import { formatCurrency } from '../money-format.ts';

/** One line of a review's "Verificaciones": passed or not, and what was compared. */
export interface ReviewCheck {
  key: string;
  label: string;
  ok: boolean;
  detail: string;
}

/** What the deposit checks compare, as stored with the request. Days are Lima `YYYY-MM-DD`. */
export interface DepositFacts {
  /** The fund's currency: the investment is asked in it. */
  currency: CurrencyCode;
  /** The investment part's amount, when saved. */
  investmentAmount: string | undefined;
  /** The transfer the investor registered (the deposit part), when registered. */
  transfer: { amount: string; bank: string; bankName: string; transferDate: string } | undefined;
  /** The request's bank account part: the investor's account the money leaves from and returns to. */
  account: { bank: string; bankName: string; currency: string } | undefined;
  createdOn: string;
  /** When the contract was signed, if it was. */
  signedOn: string | null;
  today: string;
}

const day = (iso: string) => iso.split('-').reverse().join('/');
const sameAmount = (a: string, b: string) => {
  try {
    return toMoneyDecimal(a).equals(toMoneyDecimal(b));
  } catch {
    return false;
  }
};
const currencyWord = (code: string) => currencyWords[code as CurrencyCode] ?? code;

const NO_TRANSFER = 'Aún no hay una transferencia registrada.';
const NO_ACCOUNT = 'La solicitud no tiene una cuenta bancaria registrada.';

/**
 * The deposit as registered against what the request says: the amount against the investment's,
 * the currency of the account it comes from against the fund's, the bank of the transfer against
 * the account's, and the transfer's day against the request's life (not before it was created or
 * signed, not after today). A mismatch fails its check; nothing here decides for the reviewer.
 */
export function depositChecks(f: DepositFacts): ReviewCheck[] {
  const money = (v: string | undefined) => {
    if (v === undefined) return '—';
    try {
      return formatCurrency(v, f.currency, { decimals: 2 });
    } catch {
      return v;
    }
  };
  const { transfer, account } = f;
  const amountOk =
    transfer !== undefined &&
    f.investmentAmount !== undefined &&
    sameAmount(transfer.amount, f.investmentAmount);

  let dateOk = false;
  let dateDetail = NO_TRANSFER;
  if (transfer) {
    const when = transfer.transferDate;
    const life = `solicitud creada el ${day(f.createdOn)}${f.signedOn ? `, contrato firmado el ${day(f.signedOn)}` : ''}`;
    if (when < f.createdOn)
      dateDetail = `La transferencia (${day(when)}) es anterior a la creación de la solicitud (${day(f.createdOn)}).`;
    else if (f.signedOn && when < f.signedOn)
      dateDetail = `La transferencia (${day(when)}) es anterior a la firma del contrato (${day(f.signedOn)}).`;
    else if (when > f.today) dateDetail = `La transferencia (${day(when)}) tiene una fecha futura.`;
    else {
      dateOk = true;
      dateDetail = `Transferencia del ${day(when)}; ${life}.`;
    }
  }

  return [
    {
      key: 'amount',
      label: 'Monto transferido igual al de la inversión',
      ok: amountOk,
      detail: transfer
        ? `Transferido ${money(transfer.amount)}; inversión ${money(f.investmentAmount)}.`
        : NO_TRANSFER,
    },
    {
      key: 'currency',
      label: 'Moneda de la cuenta de origen igual a la del fondo',
      ok: account !== undefined && account.currency === f.currency,
      detail: account
        ? `Cuenta de origen en ${currencyWord(account.currency)}; fondo en ${currencyWords[f.currency]}.`
        : NO_ACCOUNT,
    },
    {
      key: 'bank',
      label: 'Banco de la transferencia igual al de la cuenta registrada',
      ok: transfer !== undefined && account !== undefined && transfer.bank === account.bank,
      detail: !transfer
        ? NO_TRANSFER
        : !account
          ? NO_ACCOUNT
          : `Transferencia desde ${transfer.bankName}; cuenta registrada en ${account.bankName}.`,
    },
    {
      key: 'transfer-date',
      label: 'Fecha de la transferencia coherente con la solicitud',
      ok: dateOk,
      detail: dateDetail,
    },
  ];
}
