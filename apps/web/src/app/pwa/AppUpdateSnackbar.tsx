import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { applyUpdate } from './app-update';

/**
 * "Hay una nueva versión": stays until the person answers. It never reloads by itself; "Actualizar"
 * does, so whoever is filling a form finishes it first.
 */
export default function AppUpdateSnackbar() {
  const [updating, setUpdating] = useState(false);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="Hay una nueva versión"
      data-testid="app-update"
      action={
        <Button
          color="secondary"
          size="small"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            applyUpdate();
          }}
          data-testid="app-update-apply"
        >
          Actualizar
        </Button>
      }
    />
  );
}
