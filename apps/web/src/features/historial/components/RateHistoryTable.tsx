import { formatMoney, formatPercent, formatQuotaValue } from '@invierte/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RateHistoryMonth } from '../api/get-rate-history';
import { monthLabel } from '../month-label';

interface RateHistoryTableProps {
  months: RateHistoryMonth[];
  symbol: string;
  caption: string;
}

/** Month, valor cuota and rentabilidad anualizada, newest month first. */
export function RateHistoryTable({ months, symbol, caption }: RateHistoryTableProps) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={caption}
        data-testid="rate-table"
        // On a phone a month, a value or a rate never breaks in two; the cells give up padding instead.
        sx={{ '& td': { whiteSpace: 'nowrap' }, '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Mes</TableCell>
            <TableCell align="right">Valor cuota</TableCell>
            <TableCell align="right">Rentabilidad anualizada</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...months].reverse().map((m) => (
            <TableRow key={m.month}>
              <TableCell>{monthLabel(m.month)}</TableCell>
              <TableCell align="right">{formatQuotaValue(m.quotaValue, symbol)}</TableCell>
              <TableCell align="right">
                {formatPercent(formatMoney(m.annualizedReturn, { decimals: 2 }))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
