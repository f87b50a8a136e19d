import type { Localization } from '@mui/material/locale';

/**
 * MUI's Spanish texts (the same as `esES` from '@mui/material/locale'). That module builds an
 * Intl.NumberFormat as soon as it loads, which was a fifth of the entry chunk's start-up work on the
 * landing page; here the formatter is built the first time a paginated table needs it.
 */
let numberFormat: Intl.NumberFormat | undefined;
const formatNumber = (value: number) => {
  if (!Number.isFinite(value)) return String(value);
  numberFormat ??= new Intl.NumberFormat('es-ES');
  return numberFormat.format(value);
};

const pageAriaLabel = (type: string) =>
  type === 'first'
    ? 'Ir a la primera página'
    : type === 'last'
      ? 'Ir a la última página'
      : type === 'next'
        ? 'Ir a la página siguiente'
        : 'Ir a la página anterior';

export const muiSpanish: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAriaLabel,
        labelRowsPerPage: 'Filas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${count !== -1 ? formatNumber(count) : `más de ${formatNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrella${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vacío',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpiar',
        closeText: 'Cerrar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sin opciones',
        openText: 'Abierto',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Paginador',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : pageAriaLabel(type),
      },
    },
  },
};
