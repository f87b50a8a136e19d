import type { UserProfile } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/FormTextField';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { withChunkReload } from '../../../lib/chunk-reload';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { settings } from '../../../lib/settings';
import {
  deactivatedOf,
  forgetDeactivated,
  loginNoticeOf,
  rememberedDeactivatedMessage,
} from '../../../lib/login-notice';
import { takeRedirectPath } from '../../../lib/redirect';
import { useGoogleLogin } from '../api/google-login';
import { useLogin } from '../api/login';
import { publicConfigQueryOptions, usePublicConfig } from '../../../lib/public-config';
import { useRecaptcha } from '../hooks/use-recaptcha';
import { GoogleLoginButton } from './GoogleLoginButton';

// Shown only after a login refused for an unverified e-mail; it brings its own form and rules.
const ResendVerification = lazy(
  withChunkReload(() => import('./ResendVerification').then((m) => ({ default: m.ResendVerification }))),
);

// Only a disabled account's login needs it.
const DeactivatedDialog = lazy(withChunkReload(() => import('../../../components/DeactivatedDialog')));

// zod and the login schema download when someone starts on the form, not with the page.
const loginValidation = lazyResolver(
  withChunkReload(() => import('../login-resolver').then((m) => m.loginResolver)),
);

/** Where a disabled investor reaches support. */
function SupportContact() {
  return (
    <>
      {' '}
      Escríbenos a <Link href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Link>.
    </>
  );
}

export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const google = useGoogleLogin();
  const queryClient = useQueryClient();
  const { data: config } = usePublicConfig();
  // The API asks for it only during a burst of failed logins; without a site key nothing is sent.
  const captchaToken = useRecaptcha(config?.recaptchaSiteKey);
  // E.g. "Cerramos tu sesión en 2 dispositivos." after closing every session.
  const location = useLocation();
  const notice = loginNoticeOf(location.state);
  // Sent here because the back office disabled the account during the session: said in the
  // navigation's state, or kept aside when a guard's own redirect to /login came last. Kept until she
  // closes the dialog (or signs in), so a reload before she read it says it again.
  const [remembered] = useState(rememberedDeactivatedMessage);
  const endedBecauseDisabled = deactivatedOf(location.state) ?? remembered;
  const form = useForm({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });

  // Both strategies end the same way (requirements R4): back to the page the guest was sent away from,
  // if it is a safe one; else home.
  const enter = (user: UserProfile) => {
    forgetDeactivated();
    return navigate(takeRedirectPath(user), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    google.reset();
    try {
      // A quick submit may come before the configuration: wait for it (it never fails, see lib).
      const { recaptchaSiteKey } = await queryClient.ensureQueryData(publicConfigQueryOptions());
      const captcha = await captchaToken('login', recaptchaSiteKey);
      enter(await login.mutateAsync(captcha ? { ...values, captchaToken: captcha } : values));
    } catch (error) {
      // The form keeps what was typed; only the server's field messages are added.
      applyFieldErrors(error, form.setError, ['email', 'password']);
    }
  });

  const onGoogleCredential = (idToken: string) => {
    login.reset();
    google.mutate(idToken, { onSuccess: enter });
  };

  // INVALID_CREDENTIALS, EMAIL_NOT_VERIFIED, ACCOUNT_LOCKED, RATE_LIMITED, CAPTCHA_FAILED…: the
  // API's Spanish message.
  const failure = login.error ?? google.error;
  const notVerified = login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_VERIFIED';
  // A disabled account (the back office's decision) gets the deactivated dialog, once per refusal.
  const deactivated = failure instanceof ApiError && failure.code === 'ACCOUNT_DISABLED';
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [endNoticeSeen, setEndNoticeSeen] = useState(false);

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        onFocus={loginValidation.preload}
        spacing={2}
        aria-labelledby="login-title"
      >
        <Typography id="login-title" variant="h4" component="h1">
          Iniciar sesión
        </Typography>
        {notice && !failure && (
          <Alert severity="success" data-testid="login-notice">
            {notice}
          </Alert>
        )}
        {endedBecauseDisabled && !failure && !endNoticeSeen && (
          <Suspense fallback={null}>
            <DeactivatedDialog
              message={endedBecauseDisabled}
              onClose={() => {
                forgetDeactivated();
                setEndNoticeSeen(true);
              }}
            />
          </Suspense>
        )}
        {endedBecauseDisabled && !failure && endNoticeSeen && (
          <Alert severity="error" data-testid="login-error">
            {endedBecauseDisabled}
            <SupportContact />
          </Alert>
        )}
        {/* A disabled account's refusal is said once: in its dialog, then (once closed) here. */}
        {failure && !(deactivated && dismissed !== failure) && (
          <Alert severity="error" data-testid="login-error">
            {errorMessageOf(failure)}
            {deactivated && <SupportContact />}
          </Alert>
        )}
        {deactivated && dismissed !== failure && (
          <Suspense fallback={null}>
            <DeactivatedDialog message={errorMessageOf(failure)} onClose={() => setDismissed(failure)} />
          </Suspense>
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
      {notVerified && (
        <Suspense fallback={null}>
          <ResendVerification email={form.getValues('email')} />
        </Suspense>
      )}
      <Typography sx={{ textAlign: 'center' }}>
        ¿No tienes una cuenta?{' '}
        <Link component={RouterLink} to="/register">
          Regístrate
        </Link>
      </Typography>
    </Stack>
  );
}
