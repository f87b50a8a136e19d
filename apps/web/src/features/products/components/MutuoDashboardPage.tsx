import {
  currencyWords,
  formatCurrency,
  sumAmounts,
  type CurrencyCode,
  type ScheduleInvestments,
} from '@invierte/domain';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Figure } from '../../../components/Figure';
import { peruvianDate } from '../../../lib/peru-dates';
import { KindHoldingsGate } from './KindHoldingsGate';
import { lotPathFor, productPath } from './kinds';
import { ProductsFrame } from './PageStates';
import { useKindHoldings } from './use-kind-products';

function CurrencySummary({
  currency,
  holdings,
}: {
  currency: CurrencyCode;
  holdings: ScheduleInvestments[];
}) {
  const lots = holdings.flatMap((h) => h.lots);
  const money = (values: string[]) => formatCurrency(sumAmounts(values), currency);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`mutuo-summary-${currency}`}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        En {currencyWords[currency]}
      </Typography>
      <Stack direction="row" sx={{ gap: { xs: 2, sm: 5 }, flexWrap: 'wrap' }}>
        <Figure label="Capital vigente" value={money(lots.map((l) => l.principal))} />
        <Figure label="Ganancia neta del plazo" value={money(lots.map((l) => l.totals.net))} />
        <Figure label="Cobrado a la fecha" value={money(lots.map((l) => l.pastNet))} />
        <Figure label="Por cobrar" value={money(lots.map((l) => l.upcomingNet))} />
      </Stack>
    </Paper>
  );
}

/** /portafolio/portfolio_mutuo_dashboard: the investor's Mutuo Acreencias totals and next payments. */
export default function MutuoDashboardPage() {
  const mutuo = useKindHoldings('mutuo');
  const holdings = mutuo.withLots;
  const next = holdings
    .flatMap((h) =>
      h.lots.flatMap((lot) => (lot.nextPayment ? [{ holding: h, lot, payment: lot.nextPayment }] : [])),
    )
    .sort((a, b) => a.payment.date.localeCompare(b.payment.date));
  const currencies = (['PEN', 'USD'] as const).filter((c) =>
    holdings.some((h) => h.product.currency.code === c),
  );

  return (
    <ProductsFrame
      title="Resumen Mutuo Acreencias"
      subtitle="Lo que te pagan tus suscripciones de Mutuo Acreencias, por moneda."
      actions={
        <Button component={RouterLink} to="/portafolio/portfolio_mutuo" variant="outlined">
          Ver mis suscripciones
        </Button>
      }
    >
      <KindHoldingsGate
        kind="mutuo"
        holdings={mutuo}
        emptyText="Cuando inviertas, aquí verás tus próximos pagos y lo cobrado."
      >
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {currencies.map((c) => (
              <CurrencySummary
                key={c}
                currency={c}
                holdings={holdings.filter((h) => h.product.currency.code === c)}
              />
            ))}
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Próximos pagos
            </Typography>
            {next.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Todas las fechas de pago de tus suscripciones ya se cumplieron.
              </Typography>
            ) : (
              <List data-testid="mutuo-next-payments">
                {next.map(({ holding, lot, payment }) => (
                  <ListItem
                    key={lot.investmentId}
                    disableGutters
                    // The action sits over the item's right edge: room for its label, or the text
                    // runs under it on a phone.
                    sx={{ pr: 14 }}
                    secondaryAction={
                      <Button
                        component={RouterLink}
                        size="small"
                        to={lotPathFor('mutuo', {
                          investmentId: lot.investmentId,
                          productId: holding.product.id,
                          accountId: holding.accountId,
                        })}
                      >
                        Cronograma
                      </Button>
                    }
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <EventIcon color="primary" />
                    </ListItemIcon>
                    <ListItemText
                      primary={`${formatCurrency(payment.net, holding.product.currency.code)} el ${peruvianDate(payment.date)}`}
                      secondary={`Pago ${payment.number} de ${holding.terms.paymentCount} · suscripción del ${peruvianDate(lot.startDate)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {holdings.map((h) => (
              <Button
                key={h.product.id}
                component={RouterLink}
                to={`${productPath(h.product.id)}/dashboard`}
                size="small"
              >
                Valor cuota de {h.product.name} ({currencyWords[h.product.currency.code]})
              </Button>
            ))}
          </Stack>
        </Stack>
      </KindHoldingsGate>
    </ProductsFrame>
  );
}
