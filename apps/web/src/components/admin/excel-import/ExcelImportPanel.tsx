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
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { ReasonDialog } from '../ReasonDialog';
import { applyExcelImport } from './apply-excel-import';
import { checkExcelImport } from './check-excel-import';
import { downloadExcelTemplate } from './download-excel-template';
import type { ExcelImportCalls } from './excel-import-calls';
import { excelImportsKey, useExcelImports } from './list-excel-imports';
import { FilePickerButton } from '../../FilePickerButton';
import { confirmationsOf, FlaggedRows, type RowConfirmation } from './FlaggedRows';

/** One template a screen offers: its declared calls and the words around it. */
export interface ExcelImportKind {
  label: string;
  /** What one row of the file is. */
  what: string;
  /** e.g. the charts' template, check, apply and history (backOfficeEndpoints.…ChartsImport…). */
  calls: ExcelImportCalls;
  /** What applying does, for the confirmation ("Se actualizarán 3 filas…"). */
  applyText: (rows: number) => string;
}

const issueColumns: AdminColumn<ExcelImportIssue>[] = [
  { label: 'Fila', render: (i) => String(i.row) },
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
      [
        ...r.summary.map((s) => `${s.label}: ${s.value}`),
        ...(r.confirmations.length > 0
          ? [`Confirmadas como distintas: ${r.confirmations.map((c) => `fila ${c.row}`).join(', ')}`]
          : []),
      ].join(' · '),
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
 * A back-office Excel import over the two-phase calls (docs/back-office.md, "Excel imports"):
 * pick the template, download it, upload the filled file, see every bad row (nothing is written) and
 * a wrong header as such, confirm with a reason each row that could post twice or changes more than
 * usual, apply a clean file after confirming; the same file twice is refused. `onApplied` refreshes what
 * the screen shows.
 */
export function ExcelImportPanel<K extends string>({
  kinds,
  onApplied,
}: {
  kinds: Record<K, ExcelImportKind>;
  onApplied?: () => void;
}) {
  const keys = Object.keys(kinds) as K[];
  const [kind, setKind] = useState<K>(keys[0] as K);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState<Record<number, RowConfirmation>>({});
  const client = useQueryClient();
  const current = kinds[kind];
  const history = useExcelImports(current.calls);
  const template = useMutation({ mutationFn: downloadExcelTemplate });
  const check = useMutation({ mutationFn: checkExcelImport });
  const apply = useMutation({
    mutationFn: applyExcelImport,
    onSuccess: () => {
      setConfirming(false);
      void client.invalidateQueries({ queryKey: excelImportsKey(current.calls) });
      onApplied?.();
    },
  });

  const reset = () => {
    check.reset();
    apply.reset();
    setFile(null);
    setFileError(null);
    setTyped({});
  };
  const choose = (chosen: File | null) => {
    reset();
    if (!chosen) return;
    setFile(chosen);
    const problem = fileProblem(chosen);
    setFileError(problem);
    if (!problem) check.mutate({ calls: current.calls, file: chosen });
  };
  const report = check.data;
  const applied = apply.data;
  const headerIssues = report?.issues.filter((i) => i.row === 1) ?? [];
  const rowIssues = report?.issues.filter((i) => i.row > 1) ?? [];
  const flags = report && report.issues.length === 0 ? report.flags : [];
  const confirmations = confirmationsOf(flags, typed);
  const flaggedRows = new Set(flags.map((f) => f.row)).size;
  const duplicate = (error: unknown) => error instanceof ApiError && error.status === 409;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {keys.length > 1 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={kind}
              onChange={(_e, next: K | null) => {
                if (!next) return;
                setKind(next);
                reset();
              }}
              sx={{ alignSelf: 'flex-start' }}
            >
              {keys.map((k) => (
                <ToggleButton key={k} value={k} data-testid={`import-kind-${k}`} sx={{ px: 2.5 }}>
                  {kinds[k].label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          <Typography color="text.secondary">{current.what}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography sx={{ fontWeight: 700 }}>1. Descarga la plantilla</Typography>
              <Typography variant="body2" color="text.secondary">
                Trae los encabezados, las listas para elegir y una hoja de instrucciones con un ejemplo.
              </Typography>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                loading={template.isPending}
                onClick={() => template.mutate(current.calls)}
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
              <FilePickerButton
                variant="contained"
                startIcon={<UploadFileIcon />}
                disabled={check.isPending || apply.isPending}
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                inputTestId="import-file"
                onFiles={([chosen]) => choose(chosen ?? null)}
              >
                {file ? 'Elegir otro archivo' : 'Elegir archivo'}
              </FilePickerButton>
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
      {headerIssues.length > 0 && (
        <Alert severity="error" data-testid="import-header">
          <AlertTitle>{excelImportMessages.badHeader}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {headerIssues.map((i) => (
              <li key={`${i.column}-${i.header}`}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {i.column === '—' ? i.reason : `Columna ${i.column} («${i.header}»): ${i.reason}`}
                </Typography>
              </li>
            ))}
          </Box>
          No se guardó nada. Descarga la plantilla, copia tus filas debajo de sus encabezados y vuelve a
          subirla.
        </Alert>
      )}
      {report && rowIssues.length > 0 && (
        <Stack spacing={2} data-testid="import-issues">
          <Alert severity="error">
            <AlertTitle>
              {report.badRows === 1 ? '1 fila tiene errores' : `${report.badRows} filas tienen errores`} de{' '}
              {report.rows}
            </AlertTitle>
            No se guardó nada. Corrige cada fila en el archivo y vuelve a subirlo.
          </Alert>
          <AdminTable
            rows={rowIssues}
            columns={issueColumns}
            rowKey={(i) => `${i.row}-${i.column}-${i.header}-${i.reason}`}
            loading={false}
            error={null}
            onRetry={() => undefined}
            empty=""
            pageSize={25}
            testId="import-issue"
          />
        </Stack>
      )}
      {flags.length > 0 && !applied && (
        <FlaggedRows
          flags={flags}
          typed={typed}
          disabled={apply.isPending}
          onChange={(row, next) => setTyped((all) => ({ ...all, [row]: next }))}
        />
      )}
      {report && report.issues.length === 0 && !applied && (
        <Alert
          severity="info"
          data-testid="import-ready"
          action={
            <Button
              variant="contained"
              size="small"
              disabled={confirmations === null}
              onClick={() => setConfirming(true)}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="import-apply"
            >
              Aplicar
            </Button>
          }
        >
          <AlertTitle>
            {flags.length === 0
              ? 'Sin errores: listo para aplicar'
              : confirmations === null
                ? 'Sin errores: confirma las filas marcadas para aplicar'
                : 'Sin errores: filas marcadas confirmadas, listo para aplicar'}
          </AlertTitle>
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
          title={`Aplicar ${current.label.toLowerCase()}`}
          text={
            flaggedRows > 0
              ? `${current.applyText(report.rows)} ${flaggedRows === 1 ? 'Incluye 1 fila confirmada' : `Incluye ${flaggedRows} filas confirmadas`} como operación distinta, con su motivo.`
              : current.applyText(report.rows)
          }
          confirmLabel="Aplicar"
          needsReason={false}
          pending={apply.isPending}
          error={apply.isError ? errorMessageOf(apply.error) : null}
          onConfirm={() => apply.mutate({ calls: current.calls, file, confirmations: confirmations ?? [] })}
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
          empty={`Aún no se aplicó ningún archivo de ${current.label.toLowerCase()}.`}
          pageSize={10}
          testId="import-history"
        />
      </Box>
    </Stack>
  );
}
