import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Where every money operation's "back" and "done" lead: the participant's holdings. */
export const INVESTMENTS_PATH = '/participe';

/** The way back from an operation's pages to the investor's holdings. */
export function BackToInvestments() {
  return (
    <Button
      component={RouterLink}
      to={INVESTMENTS_PATH}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 1 }}
    >
      Volver a mis inversiones
    </Button>
  );
}

/**
 * The frame of a money operation (rescue, reinvestment, transfer): the way back, the title and what
 * the page does, then its form, confirmation or receipt, and an optional footnote.
 */
export function OperationPage({
  title,
  intro,
  children,
  footnote,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footnote?: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Box sx={{ mb: 3 }}>
        <BackToInvestments />
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      </Box>
      {children}
      {footnote && (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 3 }}>
          {footnote}
        </Typography>
      )}
    </Box>
  );
}
