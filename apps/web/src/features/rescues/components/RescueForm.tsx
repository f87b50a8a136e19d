import { formatCurrency, formatMoney, type CanRescue, type RescueCalculation } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRescueCalculation, type RescueAsk } from '../api/get-rescue-calculation';
import { useProductBankAccounts } from '../../../lib/portfolio-api/list-product-bank-accounts';
import { RescueSummary } from './RescueSummary';
import { Figure } from '../../../components/Figure';

type Limits = CanRescue['products'][number];

export interface RescueDraft {
  productId: string;
  mode: RescueAsk['mode'];
  value: string;
  bankAccountId: string;
  bankAccount: { bankName: string; accountNumber: string };
  calculation: RescueCalculation;
}

const formats = {
  quotas: {
    pattern: /^\d{1,15}(\.\d{1,8})?$/,
    error: 'Ingresa las cuotas como un número con hasta 8 decimales.',
  },
  amount: {
    pattern: /^\d{1,15}(\.\d{1,2})?$/,
    error: 'Ingresa el monto como un número con hasta 2 decimales.',
  },
};
const ADD_BANK_PATH = '/portafolio/perfil/mis-datos/cuenta-bancaria/add-bank';
const currencyWord = { PEN: 'soles', USD: 'dólares' } as const;

function FundFigures({ fund }: { fund: Limits }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
      <Figure
        label="Cuotas disponibles"
        value={formatMoney(fund.availableQuotas, { decimals: 8 })}
        testId="available-quotas"
      />
      <Figure
        label={`Valor cuota del ${peruvianDate(fund.quotaValueDate)}`}
        value={`${fund.currency.symbol} ${formatMoney(fund.quotaValue, { decimals: 8 })}`}
      />
      <Figure
        label="Puedes rescatar hasta"
        value={formatCurrency(fund.maxAmount, fund.currency.code)}
        testId="max-amount"
      />
    </Box>
  );
}

/** Why a fund cannot be rescued now, before the investor types anything. */
function blockedReason(fund: Limits): string | null {
  if (fund.canRescue) return null;
  if (Number(fund.availableQuotas) > 0)
    return `El fondo ya alcanzó su límite de recompra de este trimestre (15 % de su capital, artículo 34 del reglamento de participación). Podrás solicitar tu rescate desde el inicio del próximo trimestre.`;
  return 'Tus cuotas de este fondo ya están en solicitudes de rescate pendientes.';
}

/**
 * The rescue form: fund, quotas or amount, the account to pay, and the server's calculation as one
 * types (debounced), with the quarter's cap explained when it bites. "Continuar" only when the
 * figures shown are those of what is typed and they fit.
 */
export function RescueForm({
  products,
  initial,
  initialProductId,
  onContinue,
}: {
  products: Limits[];
  initial: RescueDraft | null;
  initialProductId: string | null;
  onContinue: (draft: RescueDraft) => void;
}) {
  const firstId =
    initial?.productId ??
    products.find((p) => p.productId === initialProductId)?.productId ??
    (products.find((p) => p.canRescue) ?? products[0])!.productId;
  const [productId, setProductId] = useState(firstId);
  const [mode, setMode] = useState<RescueAsk['mode']>(initial?.mode ?? 'amount');
  const [value, setValue] = useState(initial?.value ?? '');
  const [chosenAccount, setChosenAccount] = useState<string | null>(initial?.bankAccountId ?? null);
  const fund = products.find((p) => p.productId === productId) ?? products[0]!;
  const accounts = useProductBankAccounts(productId);
  const accountId =
    chosenAccount && accounts.data?.some((a) => a.id === chosenAccount)
      ? chosenAccount
      : ((accounts.data?.find((a) => a.isDefault) ?? accounts.data?.[0])?.id ?? '');

  const trimmed = value.trim();
  const formatError = trimmed && !formats[mode].pattern.test(trimmed) ? formats[mode].error : null;
  const ask = useMemo<RescueAsk | null>(
    () => (trimmed && !formatError && Number(trimmed) > 0 ? { productId, mode, value: trimmed } : null),
    [productId, mode, trimmed, formatError],
  );
  const settledAsk = useDebouncedValue(ask, 300);
  const calculation = useRescueCalculation(settledAsk);
  const current =
    ask !== null && settledAsk === ask && !calculation.isPlaceholderData ? calculation.data : undefined;
  const account = accounts.data?.find((a) => a.id === accountId);
  const blocked = blockedReason(fund);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <Stack spacing={3}>
        <TextField
          select
          label="Fondo"
          value={productId}
          onChange={(e) => setProductId(e.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'rescue-fund' } }}
          fullWidth
        >
          {products.map((p) => (
            <option key={p.productId} value={p.productId}>
              {p.productName} · {p.currency.code === 'PEN' ? 'Soles' : 'Dólares'}
            </option>
          ))}
        </TextField>
        <FundFigures fund={fund} />
        {blocked ? (
          <Alert severity="info" data-testid="rescue-blocked">
            {blocked}
          </Alert>
        ) : (
          <>
            <Box>
              <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                ¿Cómo quieres indicar tu rescate?
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={mode}
                onChange={(_e, next: RescueAsk['mode'] | null) => next && setMode(next)}
                size="small"
                color="primary"
              >
                <ToggleButton value="amount" data-testid="mode-amount">
                  Por monto
                </ToggleButton>
                <ToggleButton value="quotas" data-testid="mode-quotas">
                  Por cuotas
                </ToggleButton>
              </ToggleButtonGroup>
            </Box>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                label={mode === 'amount' ? `Monto a rescatar (${fund.currency.symbol})` : 'Cuotas a rescatar'}
                value={value}
                onChange={(e) => setValue(e.target.value.replace(',', '.'))}
                error={Boolean(formatError)}
                helperText={
                  formatError ??
                  (mode === 'amount' ? 'Hasta 2 decimales, sin separador de miles.' : 'Hasta 8 decimales.')
                }
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'data-testid': 'rescue-value', autoComplete: 'off' },
                }}
                fullWidth
              />
              <Button
                variant="text"
                sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}
                onClick={() => {
                  setMode('quotas');
                  setValue(fund.maxQuotas);
                }}
                data-testid="rescue-max"
              >
                Rescatar el máximo
              </Button>
            </Stack>
            {accounts.data && accounts.data.length === 0 ? (
              <Alert
                severity="warning"
                action={
                  <Button component={RouterLink} to={ADD_BANK_PATH} color="inherit" size="small">
                    Registrar cuenta
                  </Button>
                }
              >
                Registra una cuenta en {currencyWord[fund.currency.code]} a tu nombre para recibir el dinero
                de tu rescate.
              </Alert>
            ) : (
              <TextField
                select
                label="Cuenta donde recibirás el dinero"
                value={accountId}
                onChange={(e) => setChosenAccount(e.target.value)}
                slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'rescue-account' } }}
                disabled={!accounts.data}
                fullWidth
              >
                {!accounts.data && <option value="">Cargando tus cuentas…</option>}
                {accounts.data?.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.bankName} · {a.accountTypeName} · •••• {a.accountNumber.slice(-4)}
                  </option>
                ))}
              </TextField>
            )}
            <Box aria-live="polite">
              {calculation.isFetching && <LinearProgress sx={{ mb: 1 }} />}
              {calculation.isError && ask && (
                <Alert severity="error">{errorMessageOf(calculation.error)}</Alert>
              )}
              {current && !current.fits && current.message && (
                <Alert severity="warning" data-testid="rescue-refusal">
                  {current.message}
                </Alert>
              )}
              {current?.fits && (
                <RescueSummary
                  rescue={{
                    ...current,
                    productName: fund.productName,
                    bankAccount: account && {
                      bankName: account.bankName,
                      accountNumber: `•••• ${account.accountNumber.slice(-4)}`,
                    },
                  }}
                />
              )}
            </Box>
            <Button
              variant="contained"
              size="large"
              disabled={!current?.fits || !account}
              onClick={() =>
                current &&
                account &&
                onContinue({
                  productId,
                  mode,
                  value: trimmed,
                  bankAccountId: account.id,
                  bankAccount: {
                    bankName: account.bankName,
                    accountNumber: `•••• ${account.accountNumber.slice(-4)}`,
                  },
                  calculation: current,
                })
              }
              data-testid="rescue-continue"
            >
              Continuar
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
