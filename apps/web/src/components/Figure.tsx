import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A small caption over a bold figure: how holdings and limits show their numbers. */
export function Figure({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string | undefined;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
