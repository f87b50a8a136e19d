/**
 * Where every "Quiero invertir" leads: /onboarding without an id starts an investment in the product
 * (requirements R4) and shows its dialogs; `volver` is where closing them returns. In lib so any feature can
 * link to it without importing the onboarding feature.
 */
export function startInvestmentPath(productId: string, returnTo?: string): string {
  const query = new URLSearchParams({ productId });
  if (returnTo) query.set('volver', returnTo);
  return `/onboarding?${query.toString()}`;
}
