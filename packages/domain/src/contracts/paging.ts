import { z } from 'zod';

/** A list's page number in a query string: whole, from 1 (the back-office lists). */
export const pageNumber = z.coerce
  .number()
  .int('La página debe ser un número entero.')
  .min(1, 'La página empieza en 1.');

/** How many rows a page of a back-office list holds: whole, 1 to 100. */
export const pageLimit = z.coerce
  .number()
  .int('La cantidad por página debe ser un número entero.')
  .min(1, 'Pide al menos 1 por página.')
  .max(100, 'Máximo 100 por página.');
