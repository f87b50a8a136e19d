import {
  EXCEL_IMPORT_MAX_BYTES,
  excelImportMessages,
  type ExcelImportIssue,
  type ExcelImportRecord,
  type ExcelImportReport,
} from '@invierte/domain';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { applyImport } from '../api/apply-import';
import { checkImport } from '../api/check-import';
import { downloadTemplate } from '../api/download-template';
import { adminPortfolioKey, type PortfolioImportKind } from '../api/keys';
import { useAppliedImports } from '../api/list-imports';

const kinds: Record<PortfolioImportKind, { label: string; what: string }> = {
  investments: {
    label: 'Inversiones',
    what: 'Cada fila es una inversión ya pagada: inversionista, fondo, fecha y monto. Se registra como suscripción al valor cuota de esa fecha.',
  },
  movements: {
    label: 'Movimientos',
    what: 'Cada fila es una suscripción o un rescate ya liquidado, en cuotas: inversionista, fondo, fecha, operación y cuotas.',
  },
};

const issueColumns: AdminColumn<ExcelImportIssue>[] = [
  { label: 'Fila', render: (i) => (i.row === 1 ? '1 (encabezados)' : String(i.row)) },
  { label: 'Columna', render: (i) => `${i.column} · ${i.header}` },
  {
    label: 'Problema',
    render: (i) => (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {i.reason}
      </Typography>
    ),
  },
];

const historyColumns: AdminColumn<ExcelImportRecord>[] = [
  { label: 'Aplicado', render: (r) => limaDateTime(r.appliedAt) },
  {
    label: 'Archivo',
    render: (r) => (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {r.fileName}
      </Typography>
    ),
  },
  { label: 'Filas', align: 'right', render: (r) => String(r.rowCount) },
  {
    label: 'Resultado',
    render: (r) =>
      r.summary
        .filter((s) => s.label !== 'Filas')
        .map((s) => `${s.label}: ${s.value}`)
        .join(' · '),
  },
  { label: 'Por', render: (r) => r.appliedBy.name },
];

/** The browser's own first look at the file, before sending it; the server checks it by content. */
function fileProblem(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return excelImportMessages.notXlsx;
  if (file.size > EXCEL_IMPORT_MAX_BYTES) return excelImportMessages.tooLarge;
  return null;
}

function Summary({ report }: { report: ExcelImportReport }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {report.summary.map((s) => (
        <li key={s.label}>
          <Typography variant="body2">
            {s.label}: <strong>{s.value}</strong>
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * The admin portfolio's Excel imports: download the template, upload the filled file, see every bad
 * row (nothing is written), apply a clean file after confirming; the same file twice is refused.
 */
export function PortfolioImport() {
  const [kind, setKind] = useState<PortfolioImportKind>('investments');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const client = useQueryClient();
  const history = useAppliedImports(kind);
  const template = useMutation({ mutationFn: downloadTemplate });
  const check = useMutation({ mutationFn: checkImport });
  const apply = useMutation({
    mutationFn: applyImport,
    onSuccess: () => {
      setConfirming(false);
      void client.invalidateQueries({ queryKey: adminPortfolioKey });
    },
  });

  const reset = () => {
    check.reset();
    apply.reset();
    setFile(null);
    setFileError(null);
  };
  const choose = (chosen: File | null) => {
    reset();
    if (!chosen) return;
    setFile(chosen);
    const problem = fileProblem(chosen);
    setFileError(problem);
    if (!problem) check.mutate({ kind, file: chosen });
  };

  const report = check.data;
  const applied = apply.data;
  const duplicate = (error: unknown) => error instanceof ApiError && error.status === 409;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={kind}
            onChange={(_e, next: PortfolioImportKind | null) => {
              if (!next) return;
              setKind(next);
              reset();
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            {(Object.keys(kinds) as PortfolioImportKind[]).map((k) => (
              <ToggleButton key={k} value={k} data-testid={`import-kind-${k}`} sx={{ px: 2.5 }}>
                {kinds[k].label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography color="text.secondary">{kinds[kind].what}</Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              gap: 2,
            }}
          >
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography sx={{ fontWeight: 700 }}>1. Descarga la plantilla</Typography>
              <Typography variant="body2" color="text.secondary">
                Trae los encabezados, las listas de fondos y una hoja de instrucciones con un ejemplo.
              </Typography>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                loading={template.isPending}
                onClick={() => template.mutate(kind)}
                data-testid="import-template"
              >
                Descargar plantilla
              </Button>
            </Stack>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography sx={{ fontWeight: 700 }}>2. Sube el archivo completado</Typography>
              <Typography variant="body2" color="text.secondary">
                Primero se revisa fila por fila sin guardar nada. Un .xlsx de hasta 5 MB.
              </Typography>
              <Button
                component="label"
                variant="contained"
                startIcon={<UploadFileIcon />}
                disabled={check.isPending || apply.isPending}
              >
                {file ? 'Elegir otro archivo' : 'Elegir archivo'}
                <input
                  hidden
                  type="file"
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  data-testid="import-file"
                  onChange={(e) => {
                    choose(e.target.files?.[0] ?? null);
                    e.target.value = '';
                  }}
                />
              </Button>
              {file && (
                <Typography
                  variant="body2"
                  color={fileError ? 'error' : 'text.secondary'}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {fileError ?? file.name}
                </Typography>
              )}
            </Stack>
          </Box>
          {template.isError && <Alert severity="error">{errorMessageOf(template.error)}</Alert>}
        </Stack>
      </Paper>

      {check.isPending && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Revisando el archivo…
          </Typography>
          <LinearProgress />
        </Box>
      )}
      {check.isError && (
        <Alert severity={duplicate(check.error) ? 'warning' : 'error'} data-testid="import-refused">
          {duplicate(check.error) && <AlertTitle>Archivo ya aplicado</AlertTitle>}
          {errorMessageOf(check.error)}
        </Alert>
      )}

      {report && report.issues.length > 0 && (
        <Stack spacing={2} data-testid="import-issues">
          <Alert severity="error">
            <AlertTitle>
              {report.badRows === 1 ? '1 fila tiene errores' : `${report.badRows} filas tienen errores`} de{' '}
              {report.rows}
            </AlertTitle>
            No se guardó nada. Corrige cada fila en el archivo y vuelve a subirlo.
          </Alert>
          <AdminTable
            rows={report.issues}
            columns={issueColumns}
            rowKey={(i) => `${i.row}-${i.column}-${i.header}`}
            loading={false}
            error={null}
            onRetry={() => undefined}
            empty=""
            pageSize={25}
            testId="import-issue"
          />
        </Stack>
      )}

      {report && report.issues.length === 0 && !applied && (
        <Alert
          severity="info"
          data-testid="import-ready"
          action={
            <Button
              variant="contained"
              size="small"
              onClick={() => setConfirming(true)}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="import-apply"
            >
              Aplicar
            </Button>
          }
        >
          <AlertTitle>Sin errores: listo para aplicar</AlertTitle>
          <Summary report={report} />
        </Alert>
      )}

      {applied && (
        <Alert severity="success" data-testid="import-applied">
          <AlertTitle>Archivo aplicado</AlertTitle>
          <Summary report={applied} />
        </Alert>
      )}

      {confirming && report && file && (
        <ReasonDialog
          title={`Aplicar ${kinds[kind].label.toLowerCase()}`}
          text={`Se registrarán ${report.rows} ${report.rows === 1 ? 'fila' : 'filas'} en el libro de cuotas, todas juntas. No se puede deshacer desde aquí y el mismo archivo no se podrá volver a aplicar.`}
          confirmLabel="Aplicar"
          needsReason={false}
          pending={apply.isPending}
          error={apply.isError ? errorMessageOf(apply.error) : null}
          onConfirm={() => apply.mutate({ kind, file })}
          onClose={() => setConfirming(false)}
        />
      )}

      <Box>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          Últimos archivos aplicados
        </Typography>
        <AdminTable
          rows={history.data}
          columns={historyColumns}
          rowKey={(r) => r.id}
          loading={history.isPending}
          error={history.isError ? errorMessageOf(history.error) : null}
          onRetry={() => void history.refetch()}
          empty={`Aún no se aplicó ningún archivo de ${kinds[kind].label.toLowerCase()}.`}
          pageSize={10}
          testId="import-history"
        />
      </Box>
    </Stack>
  );
}
