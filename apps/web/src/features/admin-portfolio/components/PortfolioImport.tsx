import { backOfficeEndpoints } from '@invierte/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  ExcelImportPanel,
  type ExcelImportKind,
} from '../../../components/admin/excel-import/ExcelImportPanel';
import { adminPortfolioKey } from '../api/keys';

const applyText = (rows: number) =>
  `Se registrarán ${rows} ${rows === 1 ? 'fila' : 'filas'} en el libro de cuotas, todas juntas. No se puede deshacer desde aquí y el mismo archivo no se podrá volver a aplicar.`;

const kinds: Record<'investments' | 'movements', ExcelImportKind> = {
  investments: {
    label: 'Inversiones',
    what: 'Cada fila es una inversión ya pagada: inversionista, fondo, fecha y monto. Se registra como suscripción al valor cuota de esa fecha.',
    calls: {
      template: backOfficeEndpoints.downloadInvestmentsTemplate,
      check: backOfficeEndpoints.checkInvestmentsImport,
      apply: backOfficeEndpoints.applyInvestmentsImport,
      history: backOfficeEndpoints.listInvestmentsImports,
    },
    applyText,
  },
  movements: {
    label: 'Movimientos',
    what: 'Cada fila es una suscripción o un rescate ya liquidado, en cuotas: inversionista, fondo, fecha, operación y cuotas.',
    calls: {
      template: backOfficeEndpoints.downloadMovementsTemplate,
      check: backOfficeEndpoints.checkMovementsImport,
      apply: backOfficeEndpoints.applyMovementsImport,
      history: backOfficeEndpoints.listMovementsImports,
    },
    applyText,
  },
};

/**
 * The admin portfolio's Excel imports on the shared panel: download the template, upload the filled
 * file, see every bad row (nothing is written), apply a clean file after confirming; the same file
 * twice is refused. An applied file refreshes the investor's portfolio.
 */
export function PortfolioImport() {
  const client = useQueryClient();
  return (
    <ExcelImportPanel
      kinds={kinds}
      onApplied={() => void client.invalidateQueries({ queryKey: adminPortfolioKey })}
    />
  );
}
