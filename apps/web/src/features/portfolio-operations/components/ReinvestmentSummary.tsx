import { type CurrencyCode, formatCurrency, formatQuotas, formatQuotaValue } from '@invierte/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { peruvianDate } from '../../../lib/peru-dates';

interface Side {
  productName: string;
  quotas: string;
  quotaValue: string;
  quotaValueDate: string;
}

const unsigned = (quotas: string) => formatQuotas(quotas.replace(/^-/, ''));

function SideRow({ label, side, symbol }: { label: string; side: Side; symbol: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{side.productName}</Typography>
      </Box>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        <Typography sx={{ fontWeight: 600 }}>{unsigned(side.quotas)} cuotas</Typography>
        <Typography variant="body2" color="text.secondary">
          a {formatQuotaValue(side.quotaValue, symbol)} (valor cuota del {peruvianDate(side.quotaValueDate)})
        </Typography>
      </Box>
    </Box>
  );
}

/** What leaves one fund and what enters the other, and the amount that passes between them. */
export function ReinvestmentSummary({
  figures,
}: {
  figures: { currency: { code: CurrencyCode; symbol: string }; amount: string; from: Side; to: Side };
}) {
  const { currency } = figures;
  return (
    <Box data-testid="reinvestment-summary" sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1 }}>
      <SideRow label="Sale de" side={figures.from} symbol={currency.symbol} />
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
        <Typography color="text.secondary">Monto que se reinvierte</Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="reinvestment-amount">
          {formatCurrency(figures.amount, currency.code)}
        </Typography>
      </Box>
      <Divider />
      <SideRow label="Entra a" side={figures.to} symbol={currency.symbol} />
    </Box>
  );
}
