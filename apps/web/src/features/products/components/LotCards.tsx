import { currencyWords, formatCurrency, formatRate, type ScheduleInvestments } from '@invierte/domain';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Figure } from '../../../components/Figure';
import { peruvianDate } from '../../../lib/peru-dates';
import { lotPathFor } from './kinds';

const kindLabel = { SUBSCRIPTION: 'Suscripción', REINVESTMENT: 'Reinversión', TRANSFER: 'Cuotas recibidas' };

/** The terms every lot of a holding shares, in one line. */
export function termsLine(h: Pick<ScheduleInvestments, 'terms'>): string {
  const t = h.terms;
  const rate = formatRate(t.annualRate);
  const payments =
    t.frequency === 'maturity'
      ? 'un pago al vencimiento'
      : `${t.paymentCount} pagos ${t.frequency === 'monthly' ? 'mensuales' : 'trimestrales'}`;
  return `Plazo de ${t.termLabel}, ${payments}, tasa referencial de ${rate} anual.`;
}

/** A holding's totals and each lot still held with its next payment and the way to its schedule. */
export function HoldingLots({ holding }: { holding: ScheduleInvestments }) {
  const code = holding.product.currency.code;
  const money = (v: string) => formatCurrency(v, code);
  return (
    <Stack spacing={2} data-testid="holding-lots">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {holding.product.name} en {currencyWords[code]}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {termsLine(holding)}
        </Typography>
        <Stack direction="row" sx={{ gap: { xs: 2, sm: 5 }, flexWrap: 'wrap' }}>
          <Figure
            label="Capital vigente"
            value={money(holding.totals.principal)}
            testId="holding-principal"
          />
          <Figure label="Ganancia neta del plazo" value={money(holding.totals.net)} testId="holding-net" />
          <Figure label="Por cobrar" value={money(holding.totals.upcomingNet)} testId="holding-upcoming" />
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {holding.lots.map((lot) => (
          <Paper
            key={lot.investmentId}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
            data-testid="lot-card"
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700, mr: 'auto' }}>
                {kindLabel[lot.kind]} del {peruvianDate(lot.startDate)}
              </Typography>
              <Chip size="small" label={`Vence el ${peruvianDate(lot.maturityDate)}`} />
            </Stack>
            <Stack direction="row" sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', mb: 1.5 }}>
              <Figure label="Capital vigente" value={money(lot.principal)} />
              <Figure label="Ganancia neta" value={money(lot.totals.net)} />
              <Figure label="Cobrado a la fecha" value={money(lot.pastNet)} />
            </Stack>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1 }}
            >
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <EventIcon fontSize="small" color="primary" />
                {lot.nextPayment
                  ? `Próximo pago: ${money(lot.nextPayment.net)} el ${peruvianDate(lot.nextPayment.date)}`
                  : 'Todas las fechas de pago ya se cumplieron'}
              </Typography>
              <Button
                component={RouterLink}
                to={lotPathFor(holding.product.type, {
                  investmentId: lot.investmentId,
                  productId: holding.product.id,
                  accountId: holding.accountId,
                })}
                size="small"
                variant="outlined"
                // One line beside the next payment, which wraps instead, in a half-width card at 1280 px.
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                data-testid="lot-schedule-link"
              >
                Ver cronograma
              </Button>
            </Stack>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
