import { currencySymbols, formatCurrency, formatQuotaValue, type ProductSummary } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Figure } from '../../../components/Figure';
import { peruvianDate } from '../../../lib/peru-dates';
import { startInvestmentPath } from '../../../lib/start-investment-path';
import { currencyWord, productPath } from './kinds';

/** Quota values carry 8 decimals; the card shows every one of them. */
export const quotaValueText = (p: Pick<ProductSummary, 'quotaValue' | 'currency'>) =>
  p.quotaValue ? formatQuotaValue(p.quotaValue, currencySymbols[p.currency.code]) : 'Sin publicar';

export const minimumText = (p: Pick<ProductSummary, 'minInvestment' | 'currency'>) =>
  formatCurrency(p.minInvestment, p.currency.code, { dropZeroDecimals: true });

/** One product of the catalogue: what it is, its latest quota value, its minimum and the way in. */
export function ProductCard({
  product,
  held,
  returnTo,
}: {
  product: ProductSummary;
  held: boolean;
  returnTo: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="product-card"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
          {product.name}
        </Typography>
        <Chip size="small" label={currencyWord(product)} />
        {held && <Chip size="small" color="success" variant="outlined" label="En tu portafolio" />}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2, flexGrow: 1 }}>
        {product.description}
      </Typography>
      <Stack direction="row" sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', mb: 2 }}>
        <Figure
          label={
            product.quotaValueDate ? `Valor cuota al ${peruvianDate(product.quotaValueDate)}` : 'Valor cuota'
          }
          value={quotaValueText(product)}
          testId="product-quota-value"
        />
        <Figure label="Inversión mínima" value={minimumText(product)} testId="product-minimum" />
      </Stack>
      {product.locked && (
        <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
          Las suscripciones a este fondo están pausadas por ahora.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={productPath(product.id)} variant="outlined">
          Ver producto
        </Button>
        {/* Enabled on a locked fund too: starting shows the stop modal with the message operations wrote. */}
        <Button
          component={RouterLink}
          to={startInvestmentPath(product.id, returnTo)}
          variant="contained"
          data-testid="product-invest"
        >
          Quiero invertir
        </Button>
      </Box>
    </Paper>
  );
}
