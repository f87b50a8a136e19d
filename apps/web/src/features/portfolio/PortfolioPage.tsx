import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Holdings } from '../../components/holdings/Holdings';

/**
 * /portafolio: the totals per currency and each fund the investor holds, read from the ledger
 * (issue 10, first slice). Charts, movements and rescues come with the rest of the portfolio work.
 */
export default function PortfolioPage() {
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
      >
        Mi portafolio
      </Typography>
      <Holdings />
    </Box>
  );
}
