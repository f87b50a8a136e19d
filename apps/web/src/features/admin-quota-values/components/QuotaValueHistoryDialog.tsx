import { currencySymbols, formatQuotaValue, type QuotaValueBoard } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useProductQuotaValues } from '../api/list-product-quota-values';

/** The last 60 published values of one product, newest first. */
export function QuotaValueHistoryDialog({
  product,
  onClose,
}: {
  product: QuotaValueBoard[number];
  onClose: () => void;
}) {
  const history = useProductQuotaValues(product.productId);
  const symbol = currencySymbols[product.currency];
  return (
    <AppDialog open onClose={onClose} title={`Historial de ${product.name} (${product.code})`}>
      {history.isPending && <Skeleton variant="rounded" height={200} />}
      {history.isError && <Alert severity="error">{errorMessageOf(history.error)}</Alert>}
      {history.data && (
        <Table size="small" data-testid="quota-history">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Fecha</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Valor cuota
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.data.map((row) => (
              <TableRow key={row.valueDate}>
                <TableCell>{peruvianDate(row.valueDate)}</TableCell>
                <TableCell align="right">{formatQuotaValue(row.value, symbol)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AppDialog>
  );
}
