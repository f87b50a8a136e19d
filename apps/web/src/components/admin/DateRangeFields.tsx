import { isBackwardRange, messages } from '@invierte/domain';
import TextField from '@mui/material/TextField';

/**
 * The "desde / hasta" day filters of the back-office lists, kept in the URL by useListParams
 * (`desde`, `hasta`); `fromLabel` says what the range is about when it is not obvious. A range that
 * runs backwards is said under "desde" at once; the page asks nothing of the server meanwhile.
 */
export function DateRangeFields({
  from,
  to,
  set,
  fromLabel = 'Desde',
}: {
  from: string | undefined;
  to: string | undefined;
  set: (key: 'desde' | 'hasta', value: string) => void;
  fromLabel?: string;
}) {
  const backwards = isBackwardRange(from, to);
  return (
    <>
      <TextField
        type="date"
        size="small"
        label={fromLabel}
        value={from ?? ''}
        onChange={(e) => set('desde', e.target.value)}
        error={backwards}
        helperText={backwards ? messages.dateRange : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'range-from' } }}
      />
      <TextField
        type="date"
        size="small"
        label="Hasta"
        value={to ?? ''}
        onChange={(e) => set('hasta', e.target.value)}
        error={backwards}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'range-to' } }}
      />
    </>
  );
}
