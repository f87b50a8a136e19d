import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { INVESTMENTS_PATH } from './OperationPage';

/** The receipt of a money operation: what happened, its figures, and where to go next. */
export function OperationDone({
  title,
  text,
  children,
  next,
  testId,
}: {
  title: string;
  text: ReactNode;
  children?: ReactNode;
  /** The main way on; "Ir a mis inversiones" always follows it. */
  next?: { label: string; to: string; testId?: string };
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid={testId}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {text}
      </Typography>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        {next && (
          <Button variant="contained" component={RouterLink} to={next.to} data-testid={next.testId}>
            {next.label}
          </Button>
        )}
        <Button variant={next ? 'outlined' : 'contained'} component={RouterLink} to={INVESTMENTS_PATH}>
          Ir a mis inversiones
        </Button>
      </Stack>
    </Paper>
  );
}
