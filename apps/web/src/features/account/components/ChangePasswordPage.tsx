import { profileChangePasswordRequest } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useProfileChangePassword } from '../api/change-password';
import { LogoutEverywhereSection } from './LogoutEverywhere';

const fields = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * /perfil2/password: a logged-in change that proves the current password, and below it the way to end
 * every open session.
 */
export default function ChangePasswordPage() {
  const change = useProfileChangePassword();
  // A message that found its field is shown there only.
  const [onField, setOnField] = useState(false);
  const form = useForm({
    resolver: zodResolver(profileChangePasswordRequest),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setOnField(false);
    try {
      await change.mutateAsync(values);
      form.reset();
    } catch (error) {
      // INVALID_CURRENT_PASSWORD and SAME_PASSWORD name their field (`body.currentPassword`, `body.password`).
      setOnField(applyFieldErrors(error, form.setError, fields) > 0);
    }
  });

  return (
    <Stack spacing={4} sx={{ maxWidth: 480, mx: 'auto', width: '100%' }}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2}
        aria-labelledby="change-password-title"
      >
        <Typography id="change-password-title" variant="h4" component="h1">
          Cambia tu contraseña
        </Typography>
        {change.isSuccess && (
          <Alert severity="success" data-testid="change-password-done">
            Tu contraseña fue actualizada.
          </Alert>
        )}
        {change.isError && !onField && <Alert severity="error">{errorMessageOf(change.error)}</Alert>}
        <FormTextField
          control={form.control}
          name="currentPassword"
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          testId="change-password-current"
        />
        <NewPasswordFields
          control={form.control}
          label="Nueva contraseña"
          confirmLabel="Confirmar nueva contraseña"
          testIds={['change-password-new', 'change-password-confirm']}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
          data-testid="change-password-submit"
        >
          Cambiar contraseña
        </Button>
      </Stack>
      <LogoutEverywhereSection />
    </Stack>
  );
}
