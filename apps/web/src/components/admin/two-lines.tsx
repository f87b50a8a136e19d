import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { limaDateAndTime } from '../../lib/peru-dates';

/**
 * A list cell's main line in bold with its detail under it: a name and its e-mail, a fund and its
 * currency, a day and its hour. A detail may break anywhere (a long e-mail never widens the table),
 * except a code in `mono` (an account's CCI), which an operator copies and reads whole.
 */
export function twoLines(first: ReactNode, second: ReactNode, { mono = false } = {}) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {first}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', ...(mono ? { fontFamily: 'monospace' } : { overflowWrap: 'anywhere' }) }}
      >
        {second}
      </Typography>
    </Box>
  );
}

/** A moment as its day over its hour, in Lima ("27/11/2026" over "8:05 p. m."). */
export function dayOverHour(iso: string) {
  const { date, time } = limaDateAndTime(iso);
  return twoLines(date, time);
}
