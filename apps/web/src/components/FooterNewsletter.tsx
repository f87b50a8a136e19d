import { isValidEmail, messages } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessageOf } from '../lib/api-client';
import { useRegisterNewsletter } from '../lib/site-api/newsletter-register';

/**
 * The footer's newsletter sign-up. A native input rather than a MUI text field: the footer is on the
 * landing page, whose JavaScript budget a text field would eat into.
 */
export default function FooterNewsletter() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signUp = useRegisterNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(messages.required);
    if (!isValidEmail(value)) return setError(messages.email);
    setError(null);
    signUp.mutate({ email: value, source: 'footer' }, { onSuccess: () => setEmail('') });
  };

  const feedback = error ?? (signUp.isError ? errorMessageOf(signUp.error) : null);
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mb: 3 }} data-testid="newsletter-form">
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 1 }}>
        Suscríbete a nuestro boletín y recibe novedades de tus inversiones
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Box
          component="input"
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="tucorreo@ejemplo.com"
          value={email}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
          aria-invalid={feedback ? true : undefined}
          data-testid="newsletter-email"
          sx={{
            font: 'inherit',
            px: 1.5,
            py: 1,
            minWidth: 240,
            borderRadius: 1,
            border: 1,
            borderColor: feedback ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        />
        <Button type="submit" variant="contained" disabled={signUp.isPending} data-testid="newsletter-submit">
          Suscribirme
        </Button>
      </Box>
      {feedback && (
        <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 1 }}>
          {feedback}
        </Typography>
      )}
      {signUp.isSuccess && (
        <Typography role="status" variant="caption" color="success.main" sx={{ display: 'block', mt: 1 }}>
          {signUp.data.message}
        </Typography>
      )}
    </Box>
  );
}
