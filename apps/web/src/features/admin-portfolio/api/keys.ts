/** One investor's portfolio reads live under this key, so an applied import refreshes them. */
export const adminPortfolioKey = ['admin', 'portfolio'] as const;
