import {
  backOfficeEndpoints,
  compareDecimalStrings,
  currencyNames,
  currencySymbols,
  formatPercentChange,
  formatQuotaValue,
  percentChange,
  type QuotaValueBoard,
} from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import {
  ExcelImportPanel,
  type ExcelImportKind,
} from '../../../components/admin/excel-import/ExcelImportPanel';
import { useListParams } from '../../../components/admin/use-list-params';
import { errorMessageOf } from '../../../lib/api-client';
import { limaToday, peruvianDate } from '../../../lib/peru-dates';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { quotaValueBoardKey, useQuotaValueBoard } from '../../../lib/admin-api/get-quota-value-board';
import { PublishQuotaValueDialog } from './PublishQuotaValueDialog';
import { QuotaValueHistoryDialog } from './QuotaValueHistoryDialog';

type Product = QuotaValueBoard[number];
const symbolOf = (p: Product) => currencySymbols[p.currency];

function columns(today: string): AdminColumn<Product>[] {
  return [
    {
      label: 'Producto',
      render: (p) => (
        <Box>
          <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
            {p.name} {p.isPrivate && <Chip size="small" label="Privado" sx={{ ml: 0.5 }} />}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {p.code} · {currencyNames[p.currency]}
          </Typography>
        </Box>
      ),
    },
    {
      label: 'Último valor cuota',
      align: 'right',
      render: (p) =>
        p.latest ? (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatQuotaValue(p.latest.value, symbolOf(p))}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {peruvianDate(p.latest.valueDate)}
            </Typography>
          </Box>
        ) : (
          '—'
        ),
    },
    {
      label: 'Variación',
      align: 'right',
      render: (p) => {
        const move = p.latest ? percentChange(p.previous?.value, p.latest.value) : null;
        if (move === null) return '—';
        return (
          <Typography
            variant="body2"
            sx={{ color: compareDecimalStrings(move, '0') < 0 ? 'error.main' : 'success.main' }}
          >
            {formatPercentChange(move)}
          </Typography>
        );
      },
    },
    {
      label: 'Hoy',
      render: (p) =>
        p.latest?.valueDate === today ? (
          <Chip size="small" color="success" label="Publicado" />
        ) : (
          <Chip size="small" color="warning" label="Pendiente" data-testid="quota-pending-today" />
        ),
    },
  ];
}

const imports: Record<'quotaValues', ExcelImportKind> = {
  quotaValues: {
    label: 'Valores cuota',
    what: 'Cada fila publica el valor cuota de un fondo para un día: fondo, fecha y valor, con hasta 8 decimales. Un día ya publicado con otro valor se corrige, igual que al publicarlo a mano.',
    calls: {
      template: backOfficeEndpoints.downloadQuotaValuesTemplate,
      check: backOfficeEndpoints.checkQuotaValuesImport,
      apply: backOfficeEndpoints.applyQuotaValuesImport,
      history: backOfficeEndpoints.listQuotaValuesImports,
    },
    applyText: (rows) =>
      `Se publicarán ${rows === 1 ? '1 valor cuota' : `${rows} valores cuota`}, todos juntos, como si se publicaran a mano: los inversionistas los verán de inmediato y se pausarán las solicitudes valorizadas con otro valor. El mismo archivo no se podrá volver a aplicar.`,
  },
};

/**
 * /admin/valores-cuota: every product's latest quota value, whether today's is published, and the
 * way to publish or correct a day's value (which pauses onboardings priced at another one), one by
 * hand or many from the Excel template (`?vista=excel`).
 */
export default function AdminQuotaValuesPage() {
  const board = useQuotaValueBoard();
  const canPublish = useCan('product.quota-value.write');
  const { params, set } = useListParams();
  const client = useQueryClient();
  const [publishing, setPublishing] = useState<Product | null>(null);
  const [history, setHistory] = useState<Product | null>(null);
  const today = limaToday();
  const missing = board.data?.filter((p) => p.latest?.valueDate !== today).length ?? 0;

  if (canPublish && params.get('vista') === 'excel')
    return (
      <AdminPage
        title="Importar valores cuota"
        subtitle="Desde la plantilla Excel: se revisa cada fila y solo se aplica un archivo sin errores."
        actions={
          <Button variant="outlined" onClick={() => set('vista', '')} data-testid="quota-values-back">
            Volver a los valores
          </Button>
        }
      >
        <ExcelImportPanel
          kinds={imports}
          onApplied={() => void client.invalidateQueries({ queryKey: quotaValueBoardKey })}
        />
      </AdminPage>
    );

  return (
    <AdminPage
      title="Valores cuota"
      subtitle={
        board.data
          ? missing === 0
            ? `Todos los valores del ${peruvianDate(today)} están publicados.`
            : `Faltan ${missing} de ${board.data.length} valores del ${peruvianDate(today)}.`
          : 'El valor cuota diario de cada producto.'
      }
      actions={
        canPublish ? (
          <Button variant="outlined" onClick={() => set('vista', 'excel')} data-testid="quota-values-import">
            Importar desde Excel
          </Button>
        ) : undefined
      }
    >
      <AdminTable
        rows={board.data}
        columns={columns(today)}
        rowKey={(p) => p.productId}
        loading={board.isPending}
        error={board.isError ? errorMessageOf(board.error) : null}
        onRetry={() => void board.refetch()}
        empty="No hay productos."
        actions={(p) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setHistory(p)}>
              Historial
            </Button>
            {canPublish && (
              <Button
                size="small"
                variant="contained"
                onClick={() => setPublishing(p)}
                data-testid="publish-open"
              >
                Publicar valor
              </Button>
            )}
          </Stack>
        )}
        testId="quota-board"
      />
      {publishing && <PublishQuotaValueDialog product={publishing} onClose={() => setPublishing(null)} />}
      {history && <QuotaValueHistoryDialog product={history} onClose={() => setHistory(null)} />}
    </AdminPage>
  );
}
