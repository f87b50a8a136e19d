import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A small caption over a bold figure: how holdings and limits show their numbers. */
export function Figure({
  label,
  value,
  testId,
  wide = false,
}: {
  label: string;
  value: string;
  testId?: string | undefined;
  /**
   * A figure too long for half a phone's row (a quota value's eight decimals after its symbol, which
   * never breaks): in a FigureGrid it takes the whole row on a phone.
   */
  wide?: boolean;
}) {
  return (
    <Box sx={wide ? { gridColumn: { xs: '1 / -1', sm: 'auto' } } : undefined}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Figures side by side: two a row on a phone, `columns` a row from the `from` breakpoint up. A wide
 * figure takes a phone's whole row and the next ones fill the gap before it (dense placement).
 */
export function FigureGrid({
  columns,
  from = 'sm',
  mb,
  children,
}: {
  columns: 3 | 4;
  from?: 'sm' | 'md';
  mb?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridAutoFlow: 'dense',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          [from]: `repeat(${columns}, minmax(0, 1fr))`,
        },
        ...(mb !== undefined && { mb }),
      }}
    >
      {children}
    </Box>
  );
}
