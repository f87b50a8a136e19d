/** Brand copy and outbound links shared by the shell (header, footer, dialogs). */
export const brand = {
  title: 'Invierte en factoring al toque',
  name: 'Invierte',
  regulator: 'Superintendencia del Mercado de Valores (SMV)',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

/** "<page> | Invierte en factoring al toque", or the brand line alone for the landing page. */
export function documentTitle(pageTitle: string | undefined): string {
  return !pageTitle || pageTitle === brand.title ? brand.title : `${pageTitle} | ${brand.title}`;
}
