import { loginRequest, type UserProfile } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/FormTextField';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { takeRedirectPath } from '../../../lib/redirect';
import { useGoogleLogin } from '../api/google-login';
import { useLogin } from '../api/login';
import { usePublicConfig } from '../../../lib/public-config';
import { GoogleLoginButton } from './GoogleLoginButton';
import { ResendVerification } from './ResendVerification';

export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const google = useGoogleLogin();
  const { data: config } = usePublicConfig();
  const form = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  // Both strategies end the same way (SPEC.md §4): back to the page the guest was sent away from,
  // if it is a safe one; else home.
  const enter = (user: UserProfile) => navigate(takeRedirectPath(user), { replace: true });

  const onSubmit = form.handleSubmit(async (values) => {
    google.reset();
    try {
      enter(await login.mutateAsync(values));
    } catch (error) {
      // The form keeps what was typed; only the server's field messages are added.
      applyFieldErrors(error, form.setError, ['email', 'password']);
    }
  });

  const onGoogleCredential = (idToken: string) => {
    login.reset();
    google.mutate(idToken, { onSuccess: enter });
  };

  // INVALID_CREDENTIALS, EMAIL_NOT_VERIFIED, ACCOUNT_LOCKED, RATE_LIMITED…: the API's Spanish message.
  const failure = login.error ?? google.error;
  const notVerified = login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_VERIFIED';

  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="login-title">
        <Typography id="login-title" variant="h4" component="h1">
          Iniciar sesión
        </Typography>
        {failure && (
          <Alert severity="error" data-testid="login-error">
            {errorMessageOf(failure)}
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
          disabled={form.formState.isSubmitting || google.isPending}
          data-testid="login-submit"
        >
          Ingresar
        </Button>
      </Stack>
      {config?.googleClientId && (
        <>
          <Divider>o</Divider>
          <GoogleLoginButton clientId={config.googleClientId} onCredential={onGoogleCredential} />
        </>
      )}
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
