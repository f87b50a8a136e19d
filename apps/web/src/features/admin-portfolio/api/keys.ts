/** One investor's portfolio reads live under this key, so an applied import refreshes them. */
export const adminPortfolioKey = ['admin', 'portfolio'] as const;

/** The two imports of the admin portfolio, as their calls name them. */
export type PortfolioImportKind = 'investments' | 'movements';

export const importBase = (kind: PortfolioImportKind) => `/api/admin/portfolio/imports/${kind}`;
