import TextField from '@mui/material/TextField';

/**
 * The "desde / hasta" day filters of the back-office lists, kept in the URL by useListParams
 * (`desde`, `hasta`); `fromLabel` says what the range is about when it is not obvious.
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
  return (
    <>
      <TextField
        type="date"
        size="small"
        label={fromLabel}
        value={from ?? ''}
        onChange={(e) => set('desde', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="Hasta"
        value={to ?? ''}
        onChange={(e) => set('hasta', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
