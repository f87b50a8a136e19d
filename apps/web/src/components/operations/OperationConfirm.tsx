import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../lib/api-client';

/**
 * The last look before a money operation: its figures, what happens next, the server's refusal when
 * there is one (what was typed stays), "Volver" and the one button that sends it.
 */
export function OperationConfirm({
  title = 'Confirma tu solicitud',
  summary,
  notice,
  extra,
  error,
  pending,
  confirmLabel,
  confirmDisabled = false,
  onBack,
  onConfirm,
  testId,
}: {
  title?: string;
  summary: ReactNode;
  notice: ReactNode;
  extra?: ReactNode;
  error: unknown;
  pending: boolean;
  confirmLabel: string;
  confirmDisabled?: boolean;
  onBack: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`${testId}-confirmation`}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {summary}
      <Alert severity="info" sx={{ mt: 2 }}>
        {notice}
      </Alert>
      {extra}
      {error !== null && error !== undefined && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
          {errorMessageOf(error)}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, justifyContent: 'flex-end' }}
      >
        <Button variant="outlined" onClick={onBack} disabled={pending}>
          Volver
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          loading={pending}
          disabled={confirmDisabled}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
