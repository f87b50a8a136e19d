import { moneyMessages, moneyPatterns } from '@invierte/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export type AskMode = 'amount' | 'quotas';

const formats: Record<AskMode, { pattern: RegExp; error: string }> = {
  quotas: { pattern: moneyPatterns.quotas, error: moneyMessages.quotas },
  amount: { pattern: moneyPatterns.amount, error: moneyMessages.amount },
};

/** What is wrong with a typed figure before the server is asked; null when it may be asked. */
export const askFormatError = (mode: AskMode, trimmed: string): string | null =>
  trimmed && !formats[mode].pattern.test(trimmed) ? formats[mode].error : null;

/**
 * How much a rescue or a reinvestment takes: "Por monto" or "Por cuotas", and the figure, with its
 * format checked as it is typed (a decimal comma becomes a point).
 */
export function AmountOrQuotasInput({
  question,
  labels,
  mode,
  onMode,
  value,
  onValue,
  testIds,
}: {
  question: string;
  labels: Record<AskMode, string>;
  mode: AskMode;
  onMode: (mode: AskMode) => void;
  value: string;
  onValue: (value: string) => void;
  testIds: { amount: string; quotas: string; value: string };
}) {
  const error = askFormatError(mode, value.trim());
  return (
    <>
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {question}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={mode}
          onChange={(_e, next: AskMode | null) => next && onMode(next)}
          size="small"
          color="primary"
        >
          <ToggleButton value="amount" data-testid={testIds.amount}>
            Por monto
          </ToggleButton>
          <ToggleButton value="quotas" data-testid={testIds.quotas}>
            Por cuotas
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <TextField
        label={labels[mode]}
        value={value}
        onChange={(e) => onValue(e.target.value.replace(',', '.'))}
        error={Boolean(error)}
        helperText={
          error ?? (mode === 'amount' ? 'Hasta 2 decimales, sin separador de miles.' : 'Hasta 8 decimales.')
        }
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': testIds.value, autoComplete: 'off' } }}
        fullWidth
      />
    </>
  );
}
