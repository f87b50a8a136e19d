import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@invierte/domain';

/** The login form's rules; LoginPage loads this module after it has painted (lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(loginRequest);
