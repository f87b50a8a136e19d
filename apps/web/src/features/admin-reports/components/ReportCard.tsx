import { reportQuery, type ReportDefinition } from '@invierte/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { limaToday } from '../../../lib/peru-dates';
import { downloadReport } from '../api/download-report';

/**
 * One report: what it holds, its date range when it has one (checked with the API's own schema
 * before asking), and "Descargar", busy while the file comes and with the reason when it fails.
 */
export function ReportCard({ report }: { report: ReportDefinition }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ from?: string; to?: string }>({});
  const [saved, setSaved] = useState<string | null>(null);

  async function download() {
    setError(null);
    setSaved(null);
    const range = report.dateFilter ? { from: from || undefined, to: to || undefined } : {};
    const checked = reportQuery.safeParse(range);
    if (!checked.success) {
      const next: { from?: string; to?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'from' || field === 'to') next[field] ??= issue.message;
      }
      setFieldErrors(next);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      setSaved(await downloadReport(report.name, checked.data));
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  }

  const dateField = (label: string, value: string, set: (v: string) => void, field: 'from' | 'to') => (
    <TextField
      label={label}
      type="date"
      size="small"
      value={value}
      onChange={(e) => set(e.target.value)}
      error={Boolean(fieldErrors[field])}
      helperText={fieldErrors[field]}
      slotProps={{
        htmlInput: { max: limaToday(), 'data-testid': `report-${report.name}-${field}` },
        inputLabel: { shrink: true },
      }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`report-${report.name}-title`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
      data-testid={`report-${report.name}`}
    >
      <Typography id={`report-${report.name}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {report.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {report.contents}
      </Typography>
      {report.dateFilter ? (
        <Stack spacing={1}>
          <Typography variant="caption" color="text.secondary">
            Filtra por {report.dateFilter.toLowerCase()} (opcional):
          </Typography>
          <Stack direction="row" spacing={1}>
            {dateField('Desde', from, setFrom, 'from')}
            {dateField('Hasta', to, setTo, 'to')}
          </Stack>
        </Stack>
      ) : (
        <Typography variant="caption" color="text.secondary">
          Sin filtro de fechas: muestra la situación de hoy.
        </Typography>
      )}
      {error && (
        <Alert severity="error" data-testid={`report-${report.name}-error`}>
          {error}
        </Alert>
      )}
      {saved && (
        <Alert
          severity="success"
          data-testid={`report-${report.name}-saved`}
          sx={{ wordBreak: 'break-word' }}
        >
          Descargamos {saved}.
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        loading={busy}
        loadingPosition="start"
        onClick={() => void download()}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        data-testid={`report-${report.name}-download`}
      >
        {busy ? 'Preparando…' : 'Descargar'}
      </Button>
    </Paper>
  );
}
