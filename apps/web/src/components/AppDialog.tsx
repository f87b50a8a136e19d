import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';

/** Dialog widths of requirements R9: 320, 380 or 420 px by screen size unless a fixed width is given. */
export const dialogWidths = { xs: 320, sm: 380, md: 420 } as const;
export const WELCOMING_DIALOG_WIDTH = 620;
export const SIMULATOR_DIALOG_WIDTH = 488;

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** A fixed maximum width in px (welcoming 620, simulator 488); default: the responsive widths. */
  width?: number;
  /** Hides the close icon (some flows must be answered with a button). */
  hideClose?: boolean;
  closeTestId?: string;
}

export function AppDialog({
  open,
  onClose,
  title,
  children,
  actions,
  width,
  hideClose,
  closeTestId,
}: AppDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: { width: width ?? dialogWidths, maxWidth: width ?? undefined, mx: 2 },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: hideClose ? 3 : 6, textAlign: 'center', fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {!hideClose && (
        <IconButton
          aria-label="Cerrar"
          onClick={onClose}
          data-testid={closeTestId}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      {children && <DialogContent sx={{ textAlign: 'center' }}>{children}</DialogContent>}
      {actions && (
        <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 2, px: 3 }}>{actions}</DialogActions>
      )}
    </Dialog>
  );
}
