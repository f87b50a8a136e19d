import { currencyNames } from '@invierte/domain';
import type { CustomerBankAccount } from '@invierte/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { useChangeBankAccountStatus } from '../api/change-bank-account-status';
import { useBankAccounts } from '../api/list-bank-accounts';
import { BankAccountForm } from '../../../components/bank-account/BankAccountForm';
import { useAddBankAccount } from '../api/add-bank-account';

function AccountCard({ account, onRemove }: { account: CustomerBankAccount; onRemove: () => void }) {
  const change = useChangeBankAccountStatus();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="bank-account-card">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{account.bankName}</Typography>
            <Chip size="small" label={currencyNames[account.currency]} />
            {account.isDefault && <Chip size="small" color="primary" label="Principal" />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {account.accountTypeName} · N.º {account.accountNumber}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            CCI {account.cci}
          </Typography>
          {account.inUse && (
            <Typography variant="body2" color="text.secondary">
              Registrada en una solicitud en curso.
            </Typography>
          )}
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {!account.isDefault && (
            <Button
              size="small"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: account.id, body: { isDefault: true } })}
            >
              Hacer principal
            </Button>
          )}
          <Button size="small" color="error" onClick={onRemove}>
            Retirar
          </Button>
        </Stack>
      </Stack>
      {change.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessageOf(change.error)}
        </Alert>
      )}
    </Paper>
  );
}

/** The customer's bank accounts: list, principal per currency, remove, and add (inline or on its own route). */
export function BankAccountsView({ backTo, addTo }: { backTo: string; addTo: string | null }) {
  const accounts = useBankAccounts();
  const remove = useChangeBankAccountStatus();
  const add = useAddBankAccount();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CustomerBankAccount | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Cuentas bancarias
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Las cuentas a tu nombre donde depositaremos tus ganancias y rescates. La cuenta principal de cada
          moneda es la que usamos por defecto.
        </Typography>
      </div>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} data-testid="bank-account-notice">
          {notice}
        </Alert>
      )}
      {accounts.isPending && <Skeleton variant="rounded" height={96} />}
      {accounts.isError && <Alert severity="error">{errorMessageOf(accounts.error)}</Alert>}
      {accounts.data?.length === 0 && !adding && (
        <Alert severity="info">Aún no registras cuentas bancarias.</Alert>
      )}
      {accounts.data?.map((account) => (
        <AccountCard key={account.id} account={account} onRemove={() => setRemoving(account)} />
      ))}
      {adding ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Nueva cuenta bancaria
          </Typography>
          <BankAccountForm
            submit={add.mutateAsync}
            onAdded={(account) => {
              setAdding(false);
              setNotice(`Registramos tu cuenta de ${account.bankName}.`);
            }}
            onCancel={() => setAdding(false)}
          />
        </Paper>
      ) : (
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between' }}
        >
          <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} size="large">
            Volver a mi perfil
          </Button>
          <Button
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            data-testid="bank-account-add"
            {...(addTo ? { component: RouterLink, to: addTo } : { onClick: () => setAdding(true) })}
          >
            Agregar cuenta
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Retirar cuenta"
        text={
          removing?.inUse
            ? 'Esta cuenta está registrada en una solicitud en curso: la marcaremos como inactiva y ya no podrás elegirla.'
            : '¿Quieres retirar esta cuenta bancaria?'
        }
        confirmLabel="Retirar"
        cancelLabel="Cancelar"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target)
            remove.mutate(
              { id: target.id, body: { active: false } },
              {
                onSuccess: (result) =>
                  setNotice(
                    'outcome' in result && result.outcome === 'INACTIVE'
                      ? 'Marcamos la cuenta como inactiva.'
                      : 'Retiramos la cuenta.',
                  ),
              },
            );
        }}
      />
    </Stack>
  );
}
