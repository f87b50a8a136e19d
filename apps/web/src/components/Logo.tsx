import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The brand mark: a link home. `compact` drops the word on extra-small screens to make room. */
export function Logo({ to, compact = false }: { to: string; compact?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      aria-label="Invierte, ir al inicio"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 800, fontSize: 22 }}
    >
      <ShowChartIcon />
      <Box component="span" sx={{ display: { xs: compact ? 'none' : 'inline', sm: 'inline' } }}>
        invierte
      </Box>
    </Link>
  );
}
