import { loginRequest } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/FormTextField';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { takeRedirectPath } from '../../../lib/redirect';
import { useLogin } from '../api/login';
import { ResendVerification } from './ResendVerification';

export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      // Back to the page the guest was sent away from, if it is a safe one; else home.
      navigate(takeRedirectPath(user), { replace: true });
    } catch (error) {
      applyFieldErrors(error, form.setError, ['email', 'password']);
    }
  });

  const notVerified = login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_VERIFIED';

  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="login-title">
        <Typography id="login-title" variant="h4" component="h1">
          Iniciar sesión
        </Typography>
        {login.isError && (
          <Alert severity="error" data-testid="login-error">
            {errorMessageOf(login.error)}
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          testId="login-email"
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          testId="login-password"
        />
        <Link component={RouterLink} to="/forget-password" sx={{ alignSelf: 'flex-end' }}>
          ¿Olvidaste tu contraseña?
        </Link>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
          data-testid="login-submit"
        >
          Ingresar
        </Button>
      </Stack>
      {notVerified && <ResendVerification email={form.getValues('email')} />}
      <Typography sx={{ textAlign: 'center' }}>
        ¿No tienes una cuenta?{' '}
        <Link component={RouterLink} to="/register">
          Regístrate
        </Link>
      </Typography>
    </Stack>
  );
}
