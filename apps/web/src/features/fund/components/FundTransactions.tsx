import {
  compareDecimalStrings,
  type CurrencyCode,
  formatCurrency,
  formatQuotas,
  type FundTransaction,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useFundTransactions } from '../api/get-fund-transactions';

const magnitude = (decimal: string) => decimal.replace(/^-/, '');
const isZero = (decimal: string) => compareDecimalStrings(magnitude(decimal), '0') === 0;
const unsigned = (decimal: string) => formatQuotas(magnitude(decimal));

/**
 * What an operation did to the investor's quotas: bought or paid out ones are signed; a rescue's
 * reservation or its release only sets quotas aside or gives them back (its label says which), so
 * its count goes unsigned.
 */
function quotasText(t: FundTransaction): string {
  if (!isZero(t.quotas)) return `${t.quotas.startsWith('-') ? '−' : '+'} ${unsigned(t.quotas)} cuotas`;
  return isZero(t.reservedQuotas) ? '' : `${unsigned(t.reservedQuotas)} cuotas`;
}

/** The fund's operations from the journal, newest first, ten a page: what moved the investor's quotas. */
export function FundTransactions({ productId, currency }: { productId: string; currency: CurrencyCode }) {
  const [page, setPage] = useState(1);
  const list = useFundTransactions(productId, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="fund-transactions">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Operaciones del fondo
      </Typography>
      {list.isPending && <Skeleton variant="rounded" height={160} />}
      {list.isError && <Alert severity="error">{errorMessageOf(list.error)}</Alert>}
      {list.data?.items.length === 0 && (
        <Typography color="text.secondary">Aún no hay operaciones en este fondo.</Typography>
      )}
      {list.data?.items.map((t) => (
        <Box
          key={t.id}
          data-testid="fund-transaction"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '110px 1fr auto auto' },
            columnGap: 2,
            rowGap: 0.5,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            alignItems: 'center',
          }}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          >
            {peruvianDate(t.date)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{t.label}</Typography>
          <Typography sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {quotasText(t)}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{
              textAlign: 'right',
              fontVariantNumeric: 'tabular-nums',
              gridColumn: { xs: '1 / -1', sm: 'auto' },
            }}
          >
            {t.amount ? formatCurrency(t.amount.replace(/^-/, ''), currency) : ''}
          </Typography>
        </Box>
      ))}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          size="small"
        />
      )}
    </Paper>
  );
}
