import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The way back from the rescue pages to the investor's holdings. */
export function BackToInvestments() {
  return (
    <Button component={RouterLink} to="/participe" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      Volver a mis inversiones
    </Button>
  );
}
