import { createPasswordRequest } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { MessagePanel } from '../../../components/MessagePanel';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { clearSession } from '../../../lib/session';
import { validateTokenPasswordQueryOptions } from '../api/validate-token-password';
import { useSetNewPassword, type NewPasswordMode } from '../hooks/use-set-new-password';
import { PASSWORD_LINK_EXPIRED_PATH } from '../paths';

const LINK_GONE = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);
const linkGone = (error: unknown) => error instanceof ApiError && LINK_GONE.has(error.code);

const copy: Record<NewPasswordMode, { title: string; button: string }> = {
  create: { title: 'Crea tu contraseña', button: 'Crear contraseña' },
  change: { title: 'Cambia tu contraseña', button: 'Cambiar contraseña' },
};

function NewPasswordForm({ mode, token, email }: { mode: NewPasswordMode; token: string; email: string }) {
  const navigate = useNavigate();
  const save = useSetNewPassword(mode, token);
  const form = useForm({
    resolver: zodResolver(createPasswordRequest),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      // The server ended every session of the account; this browser's one is gone too.
      clearSession();
    } catch (error) {
      if (linkGone(error)) navigate(PASSWORD_LINK_EXPIRED_PATH, { replace: true });
      else applyFieldErrors(error, form.setError, ['password', 'confirmPassword']);
    }
  });

  if (save.isSuccess) {
    return (
      <MessagePanel
        icon={<CheckCircleIcon />}
        title="¡Listo!"
        actions={
          <Button variant="contained" component={RouterLink} to="/login" data-testid="new-password-login">
            Iniciar sesión
          </Button>
        }
      >
        <span data-testid="new-password-done">{save.data.message}</span>
      </MessagePanel>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="new-password-title">
      <Typography id="new-password-title" variant="h4" component="h1">
        {copy[mode].title}
      </Typography>
      <Typography color="text.secondary">
        Elige una nueva contraseña para tu cuenta <strong>{email}</strong>.
      </Typography>
      {save.isError && !linkGone(save.error) && <Alert severity="error">{errorMessageOf(save.error)}</Alert>}
      <NewPasswordFields
        control={form.control}
        label="Nueva contraseña"
        testIds={['new-password', 'new-password-confirm']}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.formState.isSubmitting}
        data-testid="new-password-submit"
      >
        {copy[mode].button}
      </Button>
    </Stack>
  );
}

/**
 * /create-password?token=… and /change-password?token=…: the link is checked first; an expired or used
 * one goes to /link-expired, where a new recovery e-mail can be asked for.
 */
export default function NewPasswordPage() {
  const mode: NewPasswordMode = useLocation().pathname.startsWith('/change-password') ? 'change' : 'create';
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useQuery({ ...validateTokenPasswordQueryOptions(token), enabled: token !== '' });

  // The route's guard already sends a link without a token to /not-found.
  if (!token || linkGone(check.error)) return <Navigate to={PASSWORD_LINK_EXPIRED_PATH} replace />;
  if (check.isError) {
    return (
      <MessagePanel
        title="No pudimos validar el enlace"
        actions={
          <Button variant="contained" onClick={() => void check.refetch()}>
            Volver a intentar
          </Button>
        }
      >
        {errorMessageOf(check.error)}
      </MessagePanel>
    );
  }
  if (!check.data) {
    return (
      <MessagePanel title="Estamos validando tu enlace" icon={<CircularProgress aria-label="Validando" />}>
        Esto tomará solo unos segundos.
      </MessagePanel>
    );
  }
  return <NewPasswordForm mode={mode} token={token} email={check.data.email} />;
}
