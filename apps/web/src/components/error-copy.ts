/** Copy of the generic error dialog and page, exactly as requirements R2 quotes it. */
export const errorCopy = {
  title: '¡Ups! Ocurrió un error',
  text: 'Al parecer hubo un problema, por favor inténtalo de nuevo.',
  retry: 'Volver a intentar',
  exit: 'Salir',
} as const;
