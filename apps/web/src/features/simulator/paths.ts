/** Where "Quiero invertir" leads (SPEC.md §2). */
export const PRODUCTS_PATH = '/portafolio/productos';
