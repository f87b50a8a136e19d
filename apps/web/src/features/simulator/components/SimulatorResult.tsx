import type { SimulationOutcome } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SimulatorResultProps {
  result: SimulationOutcome;
  onInvest: (result: SimulationOutcome) => void;
  onRecalculate: () => void;
}

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        data-testid={testId}
        sx={{ fontWeight: strong ? 800 : 600, fontSize: strong ? 22 : undefined, textAlign: 'right' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** Step 1 of "Simula tu inversión" (requirements R2): what the investment pays and how. */
export function SimulatorResult({ result, onInvest, onRecalculate }: SimulatorResultProps) {
  const unevenLast = result.lastPaymentAmount !== result.paymentAmount;
  return (
    <Stack spacing={2} sx={{ textAlign: 'left', pt: 1 }} data-testid="simulator-result">
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }} data-testid="simulator-result-heading">
        {result.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {result.productName} · {result.display.amount}
      </Typography>
      <Row label="Número de pagos" value={result.paymentCountLabel} testId="simulator-payment-count" />
      <Row label="Monto por pago" value={result.display.paymentAmount} testId="simulator-payment-amount" />
      {unevenLast && (
        <Typography variant="caption" color="text.secondary">
          El último pago es de {result.display.lastPaymentAmount} por el redondeo de céntimos.
        </Typography>
      )}
      <Divider />
      <Row label="Por un total de" value={result.display.netTotal} testId="simulator-net-total" strong />
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="simulator-footnotes">
        {result.footnotes.map((note) => (
          <Typography
            component="li"
            variant="caption"
            color="text.secondary"
            key={note}
            sx={{ display: 'block', mb: 0.5 }}
          >
            {note}
          </Typography>
        ))}
      </Box>
      <Stack spacing={1}>
        {result.canInvest && (
          <Button
            variant="contained"
            size="large"
            onClick={() => onInvest(result)}
            data-testid="simulator-invest"
          >
            Quiero invertir
          </Button>
        )}
        <Button variant="outlined" size="large" onClick={onRecalculate} data-testid="simulator-recalculate">
          Volver a calcular
        </Button>
      </Stack>
    </Stack>
  );
}
