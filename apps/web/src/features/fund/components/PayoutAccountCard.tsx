import { currencyWords } from '@invierte/domain';
import type { CurrencyCode } from '@invierte/domain';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BankAccountForm } from '../../../components/bank-account/BankAccountForm';
import { errorMessageOf } from '../../../lib/api-client';
import { useProductBankAccounts } from '../../../lib/portfolio-api/list-product-bank-accounts';
import { useAttachBankAccount } from '../api/attach-bank-account';
import { usePayoutAccount } from '../api/get-payout-account';
import { useRegisterProductBankAccount } from '../api/register-product-bank-account';

const masked = (digits: string) => `•••• ${digits.slice(-4)}`;

type Mode = 'view' | 'choose' | 'register';

/**
 * Where this fund's rescues and earnings are paid (docs/business-rules.md, "Payout account"): the
 * account, why it is that one, and the ways to choose another of the currency or register a new one.
 * Opened with `register` (the requirements R2 banner's ?deposit=1), the registration form shows at once
 * when the fund has no account.
 */
export function PayoutAccountCard({
  productId,
  productName,
  currency,
  register,
}: {
  productId: string;
  productName: string;
  currency: CurrencyCode;
  register: boolean;
}) {
  const payout = usePayoutAccount(productId);
  const accounts = useProductBankAccounts(productId);
  const attach = useAttachBankAccount();
  const registerAccount = useRegisterProductBankAccount();
  const [mode, setMode] = useState<Mode | null>(null);
  const [chosen, setChosen] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const current = payout.data?.account ?? null;
  const shown: Mode = mode ?? (register && payout.data && !current ? 'register' : 'view');
  const others = accounts.data?.filter((a) => a.id !== current?.id) ?? [];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="payout-account">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <AccountBalanceOutlinedIcon color="primary" />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Cuenta donde recibes tus pagos
        </Typography>
      </Stack>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)} data-testid="payout-notice">
          {notice}
        </Alert>
      )}
      {payout.isPending && <Skeleton variant="rounded" height={72} />}
      {payout.isError && <Alert severity="error">{errorMessageOf(payout.error)}</Alert>}
      {payout.data && shown === 'view' && (
        <>
          {current ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }} data-testid="payout-bank">
                  {current.bankName} · {current.accountTypeName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Cuenta {masked(current.accountNumber)} · CCI {masked(current.cci)}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={
                  payout.data.source === 'ATTACHED'
                    ? 'Elegida para este fondo'
                    : `Tu cuenta principal en ${currencyWords[currency]}`
                }
              />
            </Box>
          ) : (
            <Alert severity="warning" data-testid="payout-missing">
              Registra tu cuenta donde depositaremos tus ganancias: aún no tienes una cuenta en{' '}
              {currencyWords[currency]} para {productName}.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {others.length > 0 && (
              <Button variant="outlined" onClick={() => setMode('choose')} data-testid="payout-choose">
                Usar otra de mis cuentas
              </Button>
            )}
            <Button
              variant={current ? 'text' : 'contained'}
              onClick={() => setMode('register')}
              data-testid="payout-register"
            >
              Registrar una cuenta nueva
            </Button>
          </Stack>
        </>
      )}
      {shown === 'choose' && (
        <Stack spacing={2}>
          <TextField
            select
            label={`Tus cuentas en ${currencyWords[currency]}`}
            value={chosen || others[0]?.id || ''}
            onChange={(e) => setChosen(e.target.value)}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'payout-options' } }}
            fullWidth
          >
            {others.map((a) => (
              <option key={a.id} value={a.id}>
                {a.bankName} · {a.accountTypeName} · {masked(a.accountNumber)}
              </option>
            ))}
          </TextField>
          {attach.isError && <Alert severity="error">{errorMessageOf(attach.error)}</Alert>}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button onClick={() => setMode('view')}>Cancelar</Button>
            <Button
              variant="contained"
              loading={attach.isPending}
              data-testid="payout-attach"
              onClick={() =>
                attach.mutate(
                  { productId, bankAccountId: chosen || others[0]!.id },
                  {
                    onSuccess: (next) => {
                      setMode('view');
                      setNotice(`Desde ahora te pagaremos en tu cuenta ${next.account?.bankName ?? ''}.`);
                    },
                  },
                )
              }
            >
              Usar esta cuenta
            </Button>
          </Stack>
        </Stack>
      )}
      {shown === 'register' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Debe estar a tu nombre y en {currencyWords[currency]}, la moneda de {productName}.
          </Typography>
          <BankAccountForm
            submit={(body) => registerAccount.mutateAsync({ productId, body })}
            currency={currency}
            currencyFixed
            submitLabel="Registrar y usar esta cuenta"
            onAdded={(next) => {
              setMode('view');
              setNotice(
                `Registramos tu cuenta ${next.account?.bankName ?? ''}: ahí depositaremos tus pagos.`,
              );
            }}
            onCancel={() => setMode('view')}
          />
        </>
      )}
    </Paper>
  );
}
