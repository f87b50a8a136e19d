import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { limaDate, messages, statementPeriodChoices, type StatementPeriodKind } from '@invierte/domain';
import { useMemo, useState } from 'react';
import { errorMessageOf } from '../../lib/api-client';
import {
  portfolioDocuments,
  useDownloadPortfolioDocument,
  type PortfolioDocument,
} from '../../lib/portfolio-api/download-portfolio-document';

type PeriodKind = StatementPeriodKind | 'custom';
const kindLabels: Record<PeriodKind, string> = {
  month: 'Mes',
  quarter: 'Trimestre',
  year: 'Año',
  custom: 'Rango',
};

/** Why a custom range cannot be asked for, or null. */
function rangeProblem(from: string, to: string, today: string): string | null {
  if (!from || !to) return 'Elige las dos fechas del periodo.';
  if (from > to) return messages.dateRange;
  if (to > today) return 'La fecha hasta no puede ser posterior a hoy.';
  return null;
}

/**
 * The investor's documents, drawn from their own figures when asked: each a PDF download (one fund's
 * with `productId`). The account statement covers the period she picks: a month, a quarter, a year
 * or any range of days (docs/business-rules.md, "Period statement").
 */
export function PortfolioDocuments({ productId }: { productId?: string } = {}) {
  const download = useDownloadPortfolioDocument();
  const today = useMemo(() => limaDate(new Date()), []);
  const [kind, setKind] = useState<PeriodKind>('month');
  const choices = useMemo(
    () => (kind === 'custom' ? [] : statementPeriodChoices(kind, today)),
    [kind, today],
  );
  // The last complete month, quarter or year by default: the one a statement usually closes.
  const [picked, setPicked] = useState<Partial<Record<StatementPeriodKind, string>>>({});
  const choice =
    choices.find((c) => c.key === picked[kind as StatementPeriodKind]) ?? choices[1] ?? choices[0];
  const [custom, setCustom] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const problem = kind === 'custom' ? rangeProblem(custom.from, custom.to, today) : null;
  const period = kind === 'custom' ? custom : choice && { from: choice.from, to: choice.to };
  const busy = (key: PortfolioDocument) => download.isPending && download.variables.document === key;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-testid="portfolio-documents">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Reportes y certificados
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Generados al momento con tus cuotas y movimientos.
      </Typography>

      <Box data-testid="statement-period">
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Estado de cuenta de un periodo
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={kind}
            onChange={(_, next: PeriodKind | null) => next && setKind(next)}
            aria-label="Tipo de periodo"
            sx={{ width: { xs: '100%', md: 'auto' }, flexShrink: 0 }}
          >
            {(Object.keys(kindLabels) as PeriodKind[]).map((k) => (
              <ToggleButton
                key={k}
                value={k}
                data-testid={`statement-kind-${k}`}
                sx={{ px: { xs: 1, sm: 1.75 }, flex: { xs: 1, md: 'none' } }}
              >
                {kindLabels[k]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {kind === 'custom' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flex: 1 }}>
              {(['from', 'to'] as const).map((edge) => (
                <TextField
                  key={edge}
                  type="date"
                  size="small"
                  label={edge === 'from' ? 'Desde' : 'Hasta'}
                  value={custom[edge]}
                  onChange={(e) => setCustom((c) => ({ ...c, [edge]: e.target.value }))}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                  sx={{ flex: 1, minWidth: 0 }}
                  data-testid={`statement-${edge}`}
                />
              ))}
            </Stack>
          ) : (
            <TextField
              select
              size="small"
              label={kindLabels[kind]}
              value={choice?.key ?? ''}
              onChange={(e) => setPicked((p) => ({ ...p, [kind]: e.target.value }))}
              sx={{ flex: 1, minWidth: 200 }}
              slotProps={{
                select: {
                  renderValue: (key) => choices.find((c) => c.key === key)?.label ?? '',
                  MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
                },
              }}
              data-testid="statement-choice"
            >
              {choices.map((c) => (
                <MenuItem key={c.key} value={c.key}>
                  {c.label}
                  {c.detail && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                      {c.detail}
                    </Typography>
                  )}
                  {c.key === choices[0]?.key && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                      (hasta hoy)
                    </Typography>
                  )}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            loading={busy('accountState')}
            disabled={Boolean(problem) || (download.isPending && !busy('accountState'))}
            onClick={() => period && download.mutate({ document: 'accountState', productId, period })}
            data-testid="document-accountState"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {portfolioDocuments.accountState.label}
          </Button>
        </Stack>
        {problem && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }} role="alert">
            {problem}
          </Typography>
        )}
      </Box>

      <Divider sx={{ my: 2 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {(['investmentReport', 'certificate'] as const).map((key) => (
          <Button
            key={key}
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={busy(key)}
            disabled={download.isPending && !busy(key)}
            onClick={() => download.mutate({ document: key, productId })}
            data-testid={`document-${key}`}
          >
            {portfolioDocuments[key].label}
          </Button>
        ))}
      </Stack>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(download.error)}
        </Alert>
      )}
    </Paper>
  );
}
