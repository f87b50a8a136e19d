import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormDialog } from './FormDialog';

/**
 * A back-office decision that cannot be undone: what it does, an optional reason the investor will
 * read (5 to 500 characters), and the server's refusal shown in place. What was typed stays on error.
 */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  needsReason,
  danger,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  needsReason: boolean;
  danger?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const tooShort = needsReason && reason.trim().length < 5;
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      pending={pending}
      submitLabel={confirmLabel}
      onSubmit={() => onConfirm(needsReason ? reason.trim() : undefined)}
      submitDisabled={tooShort}
      submitTestId="decision-confirm"
      submitColor={danger ? 'error' : 'primary'}
    >
      <Typography sx={{ mb: needsReason ? 2 : 0 }}>{text}</Typography>
      {needsReason && (
        <TextField
          label="Motivo"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          helperText={tooShort ? 'Al menos 5 caracteres.' : `${reason.trim().length}/500`}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'decision-reason' } }}
        />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="decision-error">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
