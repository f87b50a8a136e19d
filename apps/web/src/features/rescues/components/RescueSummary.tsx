import { currencyWords, formatCurrency, formatQuotas, formatQuotaValue } from '@invierte/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { peruvianDate } from '../../../lib/peru-dates';

export interface RescueFigures {
  productName: string;
  currency: { code: 'PEN' | 'USD'; symbol: string };
  quotas: string;
  quotaValue: string;
  quotaValueDate: string;
  amount: string;
  bankAccount?: { bankName: string; accountNumber: string } | undefined;
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The figures of a rescue, the same on the confirmation, the receipt and the pending list. */
export function RescueSummary({ rescue }: { rescue: RescueFigures }) {
  const { symbol, code } = rescue.currency;
  return (
    <Box sx={{ textAlign: 'left' }} data-testid="rescue-summary">
      <Row label="Fondo" value={`${rescue.productName} (${currencyWords[code]})`} />
      <Row label="Cuotas a rescatar" value={formatQuotas(rescue.quotas)} testId="summary-quotas" />
      <Row
        label={`Valor cuota del ${peruvianDate(rescue.quotaValueDate)}`}
        // A no-break space: on a phone the label wraps, not the symbol away from its number.
        value={formatQuotaValue(rescue.quotaValue, symbol)}
      />
      {rescue.bankAccount && (
        <Row
          label="Cuenta de abono"
          value={`${rescue.bankAccount.bankName} ${rescue.bankAccount.accountNumber}`}
        />
      )}
      <Row label="Monto a recibir" value={formatCurrency(rescue.amount, code)} testId="summary-amount" />
    </Box>
  );
}
