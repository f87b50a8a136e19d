import {
  type CanRescue,
  compareDecimalStrings,
  currencyWords,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
  isPositiveDecimal,
  type RescueCalculation,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRescueCalculation, type RescueAsk } from '../api/get-rescue-calculation';
import { useProductBankAccounts } from '../../../lib/portfolio-api/list-product-bank-accounts';
import { RescueSummary } from './RescueSummary';
import { Figure, FigureGrid } from '../../../components/Figure';
import { AmountOrQuotasInput, askFormatError } from '../../../components/operations/AmountOrQuotasInput';
import { FundSelect } from '../../../components/operations/FundSelect';

type Limits = CanRescue['products'][number];

export interface RescueDraft {
  productId: string;
  mode: RescueAsk['mode'];
  value: string;
  bankAccountId: string;
  bankAccount: { bankName: string; accountNumber: string };
  calculation: RescueCalculation;
}

const ADD_BANK_PATH = '/portafolio/perfil/mis-datos/cuenta-bancaria/add-bank';

function FundFigures({ fund }: { fund: Limits }) {
  // The quarter's cap, not the investor's quotas, sets the most that may be asked: say so up front.
  const capBites =
    compareDecimalStrings(fund.capRemainingQuotas, '0') > 0 &&
    compareDecimalStrings(fund.capRemainingQuotas, fund.availableQuotas) < 0;
  return (
    <>
      <FigureGrid columns={3}>
        <Figure
          label="Cuotas disponibles"
          value={formatQuotas(fund.availableQuotas)}
          testId="available-quotas"
        />
        <Figure
          wide
          label={`Valor cuota del ${peruvianDate(fund.quotaValueDate)}`}
          value={formatQuotaValue(fund.quotaValue, fund.currency.symbol)}
        />
        <Figure
          label="Puedes rescatar hasta"
          value={formatCurrency(fund.maxAmount, fund.currency.code)}
          testId="max-amount"
        />
      </FigureGrid>
      {capBites && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="cap-note">
          Este trimestre el fondo aún puede recomprar {formatQuotas(fund.capRemainingQuotas)} cuotas (
          {formatCurrency(fund.capRemainingAmount, fund.currency.code)}): es su límite de recompra, hasta el
          15&nbsp;% de su capital. Podrás solicitar el resto el próximo trimestre.
        </Typography>
      )}
    </>
  );
}

/** Why a fund cannot be rescued now, before the investor types anything. */
function blockedReason(fund: Limits): string | null {
  if (fund.canRescue) return null;
  if (isPositiveDecimal(fund.availableQuotas))
    return `El fondo ya alcanzó su límite de recompra de este trimestre (15\u00a0% de su capital, artículo 34 del reglamento de participación). Podrás solicitar tu rescate desde el inicio del próximo trimestre.`;
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
  const formatError = askFormatError(mode, trimmed);
  const ask = useMemo<RescueAsk | null>(
    () =>
      trimmed && !formatError && isPositiveDecimal(trimmed) ? { productId, mode, value: trimmed } : null,
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
        <FundSelect
          label="Fondo"
          funds={products}
          value={productId}
          onChange={setProductId}
          testId="rescue-fund"
        />
        <FundFigures fund={fund} />
        {blocked ? (
          <Alert severity="info" data-testid="rescue-blocked">
            {blocked}
          </Alert>
        ) : (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-end' } }}
            >
              <Stack spacing={2} sx={{ flex: 1 }}>
                <AmountOrQuotasInput
                  question="¿Cómo quieres indicar tu rescate?"
                  labels={{
                    amount: `Monto a rescatar (${fund.currency.symbol})`,
                    quotas: 'Cuotas a rescatar',
                  }}
                  mode={mode}
                  onMode={setMode}
                  value={value}
                  onValue={setValue}
                  testIds={{ amount: 'mode-amount', quotas: 'mode-quotas', value: 'rescue-value' }}
                />
              </Stack>
              <Button
                variant="text"
                sx={{ whiteSpace: 'nowrap', mb: { sm: 4 } }}
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
                Registra una cuenta en {currencyWords[fund.currency.code]} a tu nombre para recibir el dinero
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
                    {a.bankName} •••• {a.accountNumber.slice(-4)} · {a.accountTypeName}
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
