import {
  EXCEL_IMPORT_REASON_MAX,
  EXCEL_IMPORT_REASON_MIN,
  excelImportMessages,
  type ExcelImportConfirmation,
  type ExcelImportFlag,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** What the operator typed for one flagged row: whether it is a distinct operation, and why. */
export interface RowConfirmation {
  distinct: boolean;
  reason: string;
}

const reasonOk = (reason: string) => reason.trim().length >= EXCEL_IMPORT_REASON_MIN;

/** The confirmations to send, or null while a flagged row is not confirmed with a reason. */
export function confirmationsOf(
  flags: ExcelImportFlag[],
  typed: Record<number, RowConfirmation>,
): ExcelImportConfirmation[] | null {
  const rows = [...new Set(flags.map((f) => f.row))];
  const out: ExcelImportConfirmation[] = [];
  for (const row of rows) {
    const c = typed[row];
    if (!c?.distinct || !reasonOk(c.reason)) return null;
    out.push({ row, reason: c.reason.trim() });
  }
  return out;
}

/**
 * The rows a checked file may post twice, or that change more than usual: each named with why, and
 * applied only when the operator marks it as a distinct operation and says why (the reason is kept
 * with the import and in the audit log).
 */
export function FlaggedRows({
  flags,
  typed,
  onChange,
  disabled,
}: {
  flags: ExcelImportFlag[];
  typed: Record<number, RowConfirmation>;
  onChange: (row: number, next: RowConfirmation) => void;
  disabled: boolean;
}) {
  const rows = [...new Set(flags.map((f) => f.row))];
  return (
    <Stack spacing={1.5} data-testid="import-flags">
      <Alert severity="warning">
        <AlertTitle>
          {rows.length === 1
            ? '1 fila necesita tu confirmación'
            : `${rows.length} filas necesitan tu confirmación`}
        </AlertTitle>
        Podrían registrar dos veces una operación o cambian más de lo usual. Se aplican solo si marcas cada
        una como operación distinta y escribes el motivo; si no, corrige el archivo y vuelve a subirlo.
      </Alert>
      {rows.map((row) => {
        const c = typed[row] ?? { distinct: false, reason: '' };
        const showError = c.distinct && c.reason.length > 0 && !reasonOk(c.reason);
        return (
          <Paper key={row} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="import-flag">
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 700 }}>Fila {row}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {flags
                  .filter((f) => f.row === row)
                  .map((f) => (
                    <li key={`${f.kind}-${f.column}`}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {/* The reason says what it is ("Fila repetida…", "Ya registrada…", "Cambio inusual…"). */}
                        {f.reason}{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          · Columna {f.column} ({f.header})
                        </Typography>
                      </Typography>
                    </li>
                  ))}
              </Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={c.distinct}
                    disabled={disabled}
                    onChange={(e) => onChange(row, { ...c, distinct: e.target.checked })}
                    slotProps={{ input: { 'data-testid': `import-flag-distinct-${row}` } as object }}
                  />
                }
                label="Es una operación distinta: aplicarla igual"
              />
              {c.distinct && (
                <TextField
                  label="Motivo"
                  required
                  size="small"
                  value={c.reason}
                  disabled={disabled}
                  onChange={(e) => onChange(row, { ...c, reason: e.target.value })}
                  error={showError}
                  helperText={
                    showError
                      ? excelImportMessages.reasonTooShort
                      : 'Queda registrado con el archivo y en la auditoría.'
                  }
                  slotProps={{
                    htmlInput: {
                      maxLength: EXCEL_IMPORT_REASON_MAX,
                      'data-testid': `import-flag-reason-${row}`,
                    },
                  }}
                  fullWidth
                />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
