import { useMutation } from '@tanstack/react-query';
import { siteEndpoints } from '@invierte/domain';
import { callEndpoint } from '../call-endpoint';

/**
 * POST /api/newsletter/register: the footer's newsletter sign-up. It lives in lib because the footer
 * (a shared component on every layout) calls it, and components never import features.
 */
export interface NewsletterSignUp {
  email: string;
  source?: string;
}

export const registerNewsletter = (body: NewsletterSignUp) =>
  // silent: a failed sign-up is answered inside the form, never with the global error dialog.
  callEndpoint(siteEndpoints.registerNewsletter, { body, silent: true });

export const useRegisterNewsletter = () => useMutation({ mutationFn: registerNewsletter });
