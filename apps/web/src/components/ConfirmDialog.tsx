import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  onConfirm: () => void;
  /** Also what the close icon, Escape and a click outside do. */
  onCancel: () => void;
  confirmLabel?: string;
  /** null hides the second button (a notice with a single answer). */
  cancelLabel?: string | null;
  /** While the answer is being carried out: both buttons wait, the dialog stays. */
  pending?: boolean;
  testId?: string;
}

/** The generic confirm dialog of requirements R2: title, text and yes/no buttons (default Aceptar/Cancelar). */
export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
  confirmLabel = 'Aceptar',
  cancelLabel = 'Cancelar',
  pending = false,
  testId,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          {cancelLabel !== null && (
            <Button
              variant="outlined"
              onClick={onCancel}
              disabled={pending}
              data-testid={testId && `${testId}-cancel`}
            >
              {cancelLabel}
            </Button>
          )}
          <Button
            variant="contained"
            onClick={onConfirm}
            disabled={pending}
            data-testid={testId && `${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogContentText>{text}</DialogContentText>
    </AppDialog>
  );
}
