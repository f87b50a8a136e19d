import {
  currencySymbols,
  simulatorFrequencyOptions,
  simulatorShowsFrequency,
  type CurrencyCode,
  type PaymentFrequency,
  type SimulatorProductValue,
} from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { AMOUNT_MAX_DIGITS, type SimulatorState } from '../hooks/use-simulator';

const nativeSelect = { select: { native: true } } as const;

/** A compact currency select inside the amount field (S/ or $). */
function CurrencySelect({ state }: { state: SimulatorState }) {
  return (
    <Box
      component="select"
      aria-label="Moneda"
      value={state.values.currency}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        state.selectCurrency(event.target.value as CurrencyCode)
      }
      data-testid="simulator-currency"
      sx={{ font: 'inherit', fontWeight: 700, border: 0, bgcolor: 'transparent', color: 'text.primary' }}
    >
      {state.choice.currencies.map((option) => (
        <option key={option.value} value={option.value}>
          {currencySymbols[option.value]}
        </option>
      ))}
    </Box>
  );
}

/** Step 0 of "Simula tu inversión" (requirements R2). */
export function SimulatorForm({ state }: { state: SimulatorState }) {
  const sliderLabelId = useId();
  const { choice, values, marks } = state;
  const toggle = choice.control === 'currency-toggle';
  const term = marks[values.termIndex];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.calculate();
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ textAlign: 'left', pt: 1 }}>
      {toggle ? (
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={values.currency}
          onChange={(_event, currency: CurrencyCode | null) => currency && state.selectCurrency(currency)}
          aria-label="Moneda"
        >
          {choice.currencies.map((option) => (
            <ToggleButton
              key={option.value}
              value={option.value}
              data-testid={`simulator-toggle-${option.value}`}
            >
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : (
        <TextField
          select
          label="Producto"
          value={values.product}
          onChange={(event) => state.selectProduct(Number(event.target.value) as SimulatorProductValue)}
          disabled={choice.selectDisabled}
          fullWidth
          slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'simulator-product' } }}
        >
          {choice.products.map((product) => (
            <option key={product.value} value={product.value}>
              {product.label}
            </option>
          ))}
        </TextField>
      )}

      <TextField
        label="¿Cuánto quieres invertir?"
        value={values.amount}
        onChange={(event) => state.setAmount(event.target.value)}
        onClick={state.clearAmountError}
        error={state.amountError !== null}
        helperText={
          state.amountError && (
            <span role="alert" data-testid="simulator-amount-error">
              {state.amountError}
            </span>
          )
        }
        fullWidth
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: AMOUNT_MAX_DIGITS,
            autoComplete: 'off',
            'data-testid': 'simulator-amount',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {toggle ? currencySymbols[values.currency] : <CurrencySelect state={state} />}
              </InputAdornment>
            ),
          },
        }}
      />

      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography id={sliderLabelId} variant="body2">
            ¿Por cuánto tiempo?
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="simulator-term-label">
            {term?.label}
          </Typography>
        </Stack>
        <Box sx={{ px: 2 }}>
          <Slider
            aria-labelledby={sliderLabelId}
            value={values.termIndex}
            min={0}
            max={marks.length - 1}
            step={null}
            marks={marks.map((mark) => ({ value: mark.index, label: mark.label }))}
            onChange={(_event, value) => state.setTermIndex(value as number)}
            getAriaValueText={(value) => marks[value]?.label ?? ''}
            data-testid="simulator-term"
            sx={{ '& .MuiSlider-markLabel': { fontSize: 12 } }}
          />
        </Box>
      </Box>

      {simulatorShowsFrequency(values.product) && (
        <TextField
          select
          label="Frecuencia de pago"
          value={values.frequency}
          onChange={(event) => state.setFrequency(event.target.value as PaymentFrequency)}
          fullWidth
          slotProps={{ ...nativeSelect, htmlInput: { 'data-testid': 'simulator-frequency' } }}
        >
          {simulatorFrequencyOptions(values.product).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}

      <Button type="submit" variant="contained" size="large" data-testid="simulator-calculate">
        Calcular
      </Button>
    </Stack>
  );
}
