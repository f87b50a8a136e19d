import { isValidEmail, messages } from '@invierte/domain';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../lib/api-client';
import { useRegisterNewsletter } from '../lib/site-api/newsletter-register';
import { NewsletterFrame } from './NewsletterFrame';

/** The footer's newsletter sign-up: loaded when the footer nears the viewport (Footer.tsx). */
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
    <NewsletterFrame
      inputId={inputId}
      email={email}
      invalid={Boolean(feedback)}
      pending={signUp.isPending}
      onEmailChange={setEmail}
      onSubmit={submit}
    >
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
    </NewsletterFrame>
  );
}
