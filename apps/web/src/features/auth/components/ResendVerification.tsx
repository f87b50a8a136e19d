import { resendVerificationRequest } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { errorMessageOf } from '../../../lib/api-client';
import { useResendEmailVerification } from '../api/resend-email-verification';

const SENT = 'Te enviamos un nuevo correo de verificación. Revisa tu bandeja de entrada.';

/** "Reenviar correo": with a known e-mail just a button, otherwise a one-field form. */
export function ResendVerification({ email }: { email?: string }) {
  const resend = useResendEmailVerification();
  const form = useForm({
    resolver: zodResolver(resendVerificationRequest),
    defaultValues: { email: email ?? '' },
  });
  const onSubmit = form.handleSubmit((values) => resend.mutate(values.email));

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {!email && (
        <FormTextField
          control={form.control}
          name="email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          testId="resend-email"
        />
      )}
      {resend.isSuccess && <Alert severity="success">{resend.data?.message || SENT}</Alert>}
      {resend.isError && <Alert severity="error">{errorMessageOf(resend.error)}</Alert>}
      <Button
        type="submit"
        variant={email ? 'outlined' : 'contained'}
        disabled={resend.isPending}
        data-testid="resend-submit"
      >
        Reenviar correo
      </Button>
    </Stack>
  );
}
