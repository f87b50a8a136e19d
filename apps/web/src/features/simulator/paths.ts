/** Where "Quiero invertir" leads (requirements R2). */
export const PRODUCTS_PATH = '/portafolio/productos';
