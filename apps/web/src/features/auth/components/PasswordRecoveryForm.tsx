import { passwordRecoveryRequest } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { usePasswordRecovery } from '../api/password-recovery';

/** E-mail → recovery link. The API answers the same for every address, and so does this form. */
export function PasswordRecoveryForm() {
  const recovery = usePasswordRecovery();
  const form = useForm({ resolver: zodResolver(passwordRecoveryRequest), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await recovery.mutateAsync(values.email);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['email']);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormTextField
        control={form.control}
        name="email"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        testId="recovery-email"
      />
      {recovery.isSuccess && (
        <Alert severity="success" data-testid="recovery-sent">
          {recovery.data.message}
        </Alert>
      )}
      {recovery.isError && <Alert severity="error">{errorMessageOf(recovery.error)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={recovery.isPending}
        data-testid="recovery-submit"
      >
        Enviar enlace
      </Button>
    </Stack>
  );
}
