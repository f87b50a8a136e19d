import { currencyNames, type CurrencyCode } from '@invierte/domain';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** A fund an operation may start from: its id, its name and its currency. */
export interface FundChoice {
  productId: string;
  productName: string;
  currency: { code: CurrencyCode };
}

/**
 * The fund a rescue, a reinvestment or a transfer takes its quotas from: a native select whose
 * options name each fund with its currency ("Fondo Soles · Soles").
 */
export function FundSelect({
  label,
  funds,
  value,
  onChange,
  testId,
}: {
  label: string;
  funds: readonly FundChoice[];
  value: string;
  onChange: (productId: string) => void;
  testId: string;
}): ReactNode {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId } }}
      fullWidth
    >
      {funds.map((f) => (
        <option key={f.productId} value={f.productId}>
          {f.productName} · {currencyNames[f.currency.code]}
        </option>
      ))}
    </TextField>
  );
}
