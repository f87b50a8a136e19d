import {
  currencyNames,
  formatCurrency,
  formatQuotas,
  isPositiveDecimal,
  type PortfolioFund,
  type PublicProduct,
  type ReinvestmentCalculation,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Figure, FigureGrid } from '../../../components/Figure';
import { AmountOrQuotasInput, askFormatError } from '../../../components/operations/AmountOrQuotasInput';
import { FundSelect } from '../../../components/operations/FundSelect';
import { errorMessageOf } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useReinvestmentCalculation, type ReinvestmentAsk } from '../api/get-reinvestment-calculation';
import { ReinvestmentSummary } from './ReinvestmentSummary';

export interface ReinvestmentDraft extends ReinvestmentAsk {
  calculation: ReinvestmentCalculation & { amount: string; to: { quotas: string } };
}

/**
 * The reinvestment form: the fund the money leaves (one held, with quotas available), the fund it
 * goes to (same currency), quotas or amount, and the server's figures as one types. "Continuar"
 * only when the figures shown are those of what is typed and they fit.
 */
export function ReinvestmentForm({
  funds,
  products,
  initial,
  initialProductId,
  onContinue,
}: {
  funds: PortfolioFund[];
  products: PublicProduct[];
  initial: ReinvestmentDraft | null;
  initialProductId: string | null;
  onContinue: (draft: ReinvestmentDraft) => void;
}) {
  const [fromId, setFromId] = useState(
    initial?.fromProductId ??
      funds.find((f) => f.productId === initialProductId)?.productId ??
      funds[0]!.productId,
  );
  const from = funds.find((f) => f.productId === fromId) ?? funds[0]!;
  const targets = products.filter((p) => p.currency.code === from.currency.code && p.id !== from.productId);
  const [chosenTo, setChosenTo] = useState(initial?.toProductId ?? '');
  const toId = targets.some((p) => p.id === chosenTo) ? chosenTo : (targets[0]?.id ?? '');
  const [mode, setMode] = useState<ReinvestmentAsk['mode']>(initial?.mode ?? 'amount');
  const [value, setValue] = useState(initial?.value ?? '');

  const trimmed = value.trim();
  const formatError = askFormatError(mode, trimmed);
  const ask = useMemo<ReinvestmentAsk | null>(
    () =>
      toId && trimmed && !formatError && isPositiveDecimal(trimmed)
        ? { fromProductId: from.productId, toProductId: toId, mode, value: trimmed }
        : null,
    [from.productId, toId, mode, trimmed, formatError],
  );
  const settledAsk = useDebouncedValue(ask, 300);
  const calculation = useReinvestmentCalculation(settledAsk);
  const current =
    ask !== null && settledAsk === ask && !calculation.isPlaceholderData ? calculation.data : undefined;

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FundSelect
            label="Desde el fondo"
            funds={funds}
            value={from.productId}
            onChange={setFromId}
            testId="reinvest-from"
          />
          <TextField
            select
            label="Hacia el fondo"
            value={toId}
            onChange={(e) => setChosenTo(e.target.value)}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'reinvest-to' } }}
            disabled={targets.length === 0}
            fullWidth
          >
            {targets.length === 0 && (
              <option value="">No hay otro fondo en {currencyNames[from.currency.code].toLowerCase()}</option>
            )}
            {targets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {currencyNames[p.currency.code]}
              </option>
            ))}
          </TextField>
        </Box>
        <FigureGrid columns={3}>
          <Figure
            label="Cuotas disponibles"
            value={formatQuotas(from.availableQuotas)}
            testId="reinvest-available"
          />
          {from.value !== null && (
            <Figure label="Valor de tu inversión" value={formatCurrency(from.value, from.currency.code)} />
          )}
          {current && (
            <Figure
              label="Puedes reinvertir hasta"
              value={formatCurrency(current.from.maxAmount, current.currency.code)}
            />
          )}
        </FigureGrid>
        <AmountOrQuotasInput
          question="¿Cómo quieres indicar tu reinversión?"
          labels={{ amount: `Monto a reinvertir (${from.currency.symbol})`, quotas: 'Cuotas a reinvertir' }}
          mode={mode}
          onMode={setMode}
          value={value}
          onValue={setValue}
          testIds={{
            amount: 'reinvest-mode-amount',
            quotas: 'reinvest-mode-quotas',
            value: 'reinvest-value',
          }}
        />
        <Box aria-live="polite">
          {calculation.isFetching && <LinearProgress sx={{ mb: 1 }} />}
          {calculation.isError && ask && <Alert severity="error">{errorMessageOf(calculation.error)}</Alert>}
          {current && !current.fits && current.message && (
            <Alert severity="warning" data-testid="reinvest-refusal">
              {current.message}
            </Alert>
          )}
          {current?.fits && current.amount !== null && current.to.quotas !== null && (
            <ReinvestmentSummary
              figures={{
                ...current,
                amount: current.amount,
                to: { ...current.to, quotas: current.to.quotas },
              }}
            />
          )}
        </Box>
        <Button
          variant="contained"
          size="large"
          disabled={!current?.fits}
          onClick={() =>
            current?.fits &&
            ask &&
            onContinue({ ...ask, calculation: current as ReinvestmentDraft['calculation'] })
          }
          data-testid="reinvest-continue"
        >
          Continuar
        </Button>
      </Stack>
    </Paper>
  );
}
