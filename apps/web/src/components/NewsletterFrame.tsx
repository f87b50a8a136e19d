import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';

export interface NewsletterFrameProps {
  inputId: string;
  email: string;
  invalid?: boolean;
  pending?: boolean;
  onEmailChange?: (value: string) => void;
  onSubmit?: (event: FormEvent) => void;
  /** Error or confirmation under the field. */
  children?: ReactNode;
  /** The stand-in: no test ids, so tests and scripts only ever find the working form. */
  standIn?: boolean;
}

/**
 * How the footer's newsletter sign-up looks. The working form (FooterNewsletter) and the stand-in the
 * footer shows until that form's code has arrived both draw it, so the swap moves nothing. A native
 * input rather than a MUI text field: the footer is on every public page.
 */
export function NewsletterFrame({
  inputId,
  email,
  invalid = false,
  pending = false,
  onEmailChange,
  onSubmit,
  children,
  standIn = false,
}: NewsletterFrameProps) {
  const testId = (id: string) => (standIn ? undefined : id);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ mb: 3 }}
      data-testid={testId('newsletter-form')}
    >
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
          onChange={(event: ChangeEvent<HTMLInputElement>) => onEmailChange?.(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          data-testid={testId('newsletter-email')}
          sx={{
            font: 'inherit',
            px: 1.5,
            py: 1,
            minWidth: 240,
            borderRadius: 1,
            border: 1,
            borderColor: invalid ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          data-testid={testId('newsletter-submit')}
        >
          Suscribirme
        </Button>
      </Box>
      {children}
    </Box>
  );
}
