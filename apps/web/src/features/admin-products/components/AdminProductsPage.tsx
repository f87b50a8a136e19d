import { backOfficeEndpoints, countOf, currencyNames, type AdminProductItem } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { useListParams } from '../../../components/admin/use-list-params';
import {
  ExcelImportPanel,
  type ExcelImportKind,
} from '../../../components/admin/excel-import/ExcelImportPanel';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminProductsKey } from '../api/keys';
import { ADMIN_PRODUCTS_PAGE_SIZE, useAdminProducts } from '../api/list-admin-products';
import { productTypeLabels, quotaValueLabel } from './product-labels';
import { ProductFlags } from './ProductFlags';

const columns: AdminColumn<AdminProductItem>[] = [
  {
    label: 'Producto',
    render: (p) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {p.code} · {currencyNames[p.currency]} · {productTypeLabels[p.type] ?? p.type}
        </Typography>
      </Box>
    ),
  },
  { label: 'Marcas', render: (p) => <ProductFlags product={p} /> },
  {
    label: 'Último valor cuota',
    align: 'right',
    render: (p) =>
      p.quotaValue ? (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {quotaValueLabel(p.quotaValue, p.currency)}
          </Typography>
          {p.quotaValueDate && (
            <Typography variant="caption" color="text.secondary">
              {peruvianDate(p.quotaValueDate)}
            </Typography>
          )}
        </Box>
      ) : (
        'Sin valor'
      ),
  },
  {
    label: 'Posiciones',
    align: 'right',
    render: (p) => (
      <Typography variant="body2" data-testid="product-positions">
        {p.positions}
      </Typography>
    ),
  },
];

const imports: Record<'products' | 'charts', ExcelImportKind> = {
  products: {
    label: 'Productos',
    what: 'Cada fila cambia la configuración de un fondo que ya existe, por su código: nombre, descripción, inversión mínima, privado, institucional, plazos y frecuencias de pago. Una celda vacía deja el dato como está.',
    calls: {
      template: backOfficeEndpoints.downloadProductsTemplate,
      check: backOfficeEndpoints.checkProductsImport,
      apply: backOfficeEndpoints.applyProductsImport,
      history: backOfficeEndpoints.listProductsImports,
    },
    applyText: (rows) =>
      `Se actualizarán ${rows === 1 ? '1 fondo' : `${rows} fondos`}, todos juntos, y los inversionistas verán los cambios de inmediato. El mismo archivo no se podrá volver a aplicar.`,
  },
  charts: {
    label: 'Gráficos',
    what: 'Cada fila es un punto de un gráfico: fondo, título, tipo (líneas o barras), etiqueta y valor. Un gráfico con el mismo título se reemplaza y conserva su lugar; uno nuevo se añade al final.',
    calls: {
      template: backOfficeEndpoints.downloadChartsTemplate,
      check: backOfficeEndpoints.checkChartsImport,
      apply: backOfficeEndpoints.applyChartsImport,
      history: backOfficeEndpoints.listChartsImports,
    },
    applyText: (rows) =>
      `Se cargarán ${rows === 1 ? '1 punto' : `${rows} puntos`} en las páginas de los fondos, todos juntos. El mismo archivo no se podrá volver a aplicar.`,
  },
};

/** /admin/productos: every product (private ones too) with its flags, latest value and holders. */
export default function AdminProductsPage() {
  const { params, set, page, setPage } = useListParams();
  const search = params.get('q') ?? '';
  const settled = useDebouncedValue(search, 300).trim();
  const list = useAdminProducts(page, settled);
  const total = list.data?.total;
  const canWrite = useCan('product.write');
  const client = useQueryClient();
  const importing = canWrite && params.get('vista') === 'excel';

  if (importing)
    return (
      <AdminPage
        title="Importar productos y gráficos"
        subtitle="Desde las plantillas Excel: se revisa cada fila y solo se aplica un archivo sin errores."
        actions={
          <Button variant="outlined" onClick={() => set('vista', '')} data-testid="products-back">
            Volver a la lista
          </Button>
        }
      >
        <ExcelImportPanel
          kinds={imports}
          onApplied={() => void client.invalidateQueries({ queryKey: adminProductsKey })}
        />
      </AdminPage>
    );

  return (
    <AdminPage
      title="Productos"
      subtitle={
        total === undefined
          ? 'Los fondos, sus plazos, gráficos y reglamento.'
          : `${countOf(total, 'fondo', 'fondos')}: sus plazos, gráficos y reglamento.`
      }
      actions={
        canWrite ? (
          <Button variant="outlined" onClick={() => set('vista', 'excel')} data-testid="products-import">
            Importar desde Excel
          </Button>
        ) : undefined
      }
    >
      <Stack direction="row" sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Buscar por nombre o código"
          value={search}
          onChange={(e) => set('q', e.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 340 } }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'products-search' } }}
        />
      </Stack>
      <AdminTable
        rows={list.data?.items}
        columns={columns}
        rowKey={(p) => p.id}
        loading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={settled ? 'Ningún fondo coincide con la búsqueda.' : 'Aún no hay fondos.'}
        pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
        serverPaging={list.data && { total: list.data.total, page: list.data.page, onPage: setPage }}
        actions={(p) => (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/admin/productos/${p.id}`}
            data-testid="product-open"
          >
            Ver
          </Button>
        )}
        testId="admin-products"
      />
    </AdminPage>
  );
}
