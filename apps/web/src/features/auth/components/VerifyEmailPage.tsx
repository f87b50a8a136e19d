import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';

const EXPIRED_CODES = new Set(['TOKEN_EXPIRED', 'TOKEN_INVALID']);

/** /verify-email?token=…: exchanges the link's token for a session, then welcomes the user. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The token is single-use: never send it twice (StrictMode runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token, {
      onSuccess: () => navigate('/welcome', { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && EXPIRED_CODES.has(error.code))
          navigate('/link-expired', { replace: true });
      },
    });
  }, [token, mutate, navigate]);

  if (!token) return <Navigate to="/not-found" replace />;

  if (verify.isError && !(verify.error instanceof ApiError && EXPIRED_CODES.has(verify.error.code))) {
    return (
      <MessagePanel
        title="No pudimos verificar tu correo"
        actions={
          <Button variant="contained" component={RouterLink} to="/login">
            Ir a iniciar sesión
          </Button>
        }
      >
        {errorMessageOf(verify.error)}
      </MessagePanel>
    );
  }

  return (
    <MessagePanel title="Estamos verificando tu correo" icon={<CircularProgress aria-label="Verificando" />}>
      Esto tomará solo unos segundos.
    </MessagePanel>
  );
}
