import { siteEndpoints, type PublicConfig } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

const NONE: PublicConfig = {
  brandSlug: '',
  googleClientId: null,
  recaptchaSiteKey: null,
  communityUrl: null,
  adviserWhatsappPhone: null,
  pushPublicKey: null,
};

/**
 * GET /api/public-config: which optional services (Google login, reCAPTCHA, the community site) are
 * configured. Shared by several features, so it lives in lib/. It only
 * adds features, so a failure means "none of them" rather than an error dialog.
 */
export const fetchPublicConfig = () =>
  callEndpoint(siteEndpoints.getPublicConfig, { silent: true, skipAuth: true }).catch(() => NONE);

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: fetchPublicConfig, staleTime: Infinity });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
