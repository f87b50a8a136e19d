import type { CurrencyCode } from '@invierte/domain';

/** requirements R2's per-currency portfolio pages, and which currency a path names. */
export const currencyPaths: Record<CurrencyCode, { portfolio: string; movements: string }> = {
  PEN: { portfolio: '/portafolio/portafolio/soles', movements: '/portafolio/portafolio/soles/movements' },
  USD: { portfolio: '/portafolio/portafolio/dolares', movements: '/portafolio/portafolio/dolares/movements' },
};

export const currencyOfPath = (pathname: string): CurrencyCode =>
  pathname.startsWith(currencyPaths.USD.portfolio) ? 'USD' : 'PEN';
