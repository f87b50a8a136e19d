import { formatCurrency, type CurrencyCode, type ScheduleProjection } from '@invierte/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { peruvianDate } from '../../../lib/peru-dates';

/** Every payment of a lot: date, gross, the 5 % withheld and net, with the totals underneath. */
export function ScheduleTable({
  projection,
  currency,
}: {
  projection: ScheduleProjection;
  currency: CurrencyCode;
}) {
  const money = (v: string) => formatCurrency(v, currency);
  const narrow = { display: { xs: 'none', sm: 'table-cell' } };
  const footer = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="schedule-table" sx={{ minWidth: { xs: 340, sm: 560 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={narrow}>N.°</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell align="right">Bruto</TableCell>
            <TableCell align="right">Impuesto</TableCell>
            <TableCell align="right">Neto</TableCell>
            <TableCell sx={narrow}>Estado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projection.payments.map((p) => (
            <TableRow key={p.number} data-testid="schedule-row" sx={p.isPast ? { opacity: 0.75 } : undefined}>
              <TableCell sx={narrow}>{p.number}</TableCell>
              <TableCell>{peruvianDate(p.date)}</TableCell>
              <TableCell align="right">{money(p.gross)}</TableCell>
              <TableCell align="right">{money(p.tax)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {money(p.net)}
              </TableCell>
              <TableCell sx={narrow}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={p.isPast ? 'default' : 'primary'}
                  label={p.isPast ? 'Fecha cumplida' : 'Programado'}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="schedule-totals">
            <TableCell sx={narrow} />
            <TableCell sx={footer}>Total</TableCell>
            <TableCell align="right" sx={footer}>
              {money(projection.totals.gross)}
            </TableCell>
            <TableCell align="right" sx={footer}>
              {money(projection.totals.tax)}
            </TableCell>
            <TableCell align="right" sx={footer}>
              {money(projection.totals.net)}
            </TableCell>
            <TableCell sx={narrow} />
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
