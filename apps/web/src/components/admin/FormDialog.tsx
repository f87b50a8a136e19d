import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { AppDialog } from '../AppDialog';

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** While the request is in flight: the dialog cannot be closed, Cancelar waits, the button spins. */
  pending: boolean;
  /** The main button: what it says, what it does, and when it cannot be pressed yet. */
  submitLabel: string;
  onSubmit: () => void;
  submitDisabled?: boolean | undefined;
  submitTestId: string;
  /** The main button's colour: error for what cannot be undone, warning for a correction. */
  submitColor?: 'primary' | 'warning' | 'error' | undefined;
  /**
   * Set once the work is done: the dialog then shows its result (the children) and one "Listo"
   * button, with this test id, that closes it.
   */
  doneTestId?: string | undefined;
  width?: number | undefined;
  children: ReactNode;
}

/**
 * The back office's dialog that sends something: Cancelar and the main button, a close that waits
 * for the request in flight, and, where the dialog reports a result, "Listo" in their place.
 */
export function FormDialog({
  title,
  onClose,
  pending,
  submitLabel,
  onSubmit,
  submitDisabled,
  submitTestId,
  submitColor = 'primary',
  doneTestId,
  width,
  children,
}: FormDialogProps) {
  return (
    <AppDialog
      open
      onClose={() => !pending && onClose()}
      title={title}
      {...(width ? { width } : {})}
      actions={
        doneTestId ? (
          <Button variant="contained" onClick={onClose} data-testid={doneTestId}>
            Listo
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button
              variant="contained"
              color={submitColor}
              disabled={submitDisabled}
              loading={pending}
              onClick={onSubmit}
              data-testid={submitTestId}
            >
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {children}
    </AppDialog>
  );
}
