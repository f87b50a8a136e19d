import { currencyWords } from '@invierte/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { Holdings } from '../../components/holdings/Holdings';
import { currencyOfPath } from '../../lib/portfolio-api/currency-paths';

/** /portafolio/portafolio/soles and …/dolares: the holdings of one currency, with its total and movements. */
export default function CurrencyPortfolioPage() {
  const currency = currencyOfPath(useLocation().pathname);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' }, mb: 3 }}
      >
        {`Portafolio en ${currencyWords[currency]}`}
      </Typography>
      <Holdings currency={currency} />
    </Box>
  );
}
