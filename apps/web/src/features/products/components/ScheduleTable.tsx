import { formatCurrency, type CurrencyCode, type ScheduleProjection } from '@invierte/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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
  const footer = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' };
  // Keeps "S/ 1,927.08" on one line when the phone caption wraps.
  const keep = (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{money(v)}</span>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="schedule-table" sx={{ minWidth: { xs: 0, sm: 560 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={narrow}>N.°</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell align="right" sx={narrow}>
              Bruto
            </TableCell>
            <TableCell align="right" sx={narrow}>
              Impuesto
            </TableCell>
            <TableCell align="right">Neto</TableCell>
            <TableCell sx={narrow}>Estado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projection.payments.map((p) => (
            <TableRow key={p.number} data-testid="schedule-row" sx={p.isPast ? { opacity: 0.75 } : undefined}>
              <TableCell sx={narrow}>{p.number}</TableCell>
              <TableCell>
                {peruvianDate(p.date)}
                {/* On phones bruto and impuesto go under the date, so the net never scrolls away. */}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  Bruto {keep(p.gross)} · Impuesto {keep(p.tax)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ ...narrow, whiteSpace: 'nowrap' }}>
                {money(p.gross)}
              </TableCell>
              <TableCell align="right" sx={{ ...narrow, whiteSpace: 'nowrap' }}>
                {money(p.tax)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
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
            <TableCell sx={{ ...footer, whiteSpace: 'normal' }}>
              Total
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'block', sm: 'none' } }}
              >
                Bruto {keep(projection.totals.gross)} · Impuesto {keep(projection.totals.tax)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ ...footer, ...narrow }}>
              {money(projection.totals.gross)}
            </TableCell>
            <TableCell align="right" sx={{ ...footer, ...narrow }}>
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
