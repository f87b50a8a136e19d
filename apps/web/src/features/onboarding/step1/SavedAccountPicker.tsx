import { currencyNames } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSavedBankAccounts } from '../api/get-bank-accounts';
import type { FormValues } from './form-model';

const fields = ['bank', 'accountType', 'currency', 'accountNumber', 'cci'] as const;

/**
 * select-bank-account: the customer's saved accounts (profile) as choices; picking one fills the
 * bank-account fields below, which stay editable for a different account.
 */
export function SavedAccountPicker() {
  const accounts = useSavedBankAccounts();
  const { setValue, control } = useFormContext<FormValues>();
  const cci = useWatch({ control, name: 'cci' }) as string | undefined;
  if (accounts.isPending || !accounts.data?.length) return null;
  const pick = (id: string) => {
    const account = accounts.data.find((a) => a.id === id);
    if (!account) return;
    for (const name of fields) setValue(name, account[name], { shouldValidate: true, shouldDirty: true });
  };
  const chosen = accounts.data.find((a) => a.cci === cci)?.id ?? '';
  return (
    <Stack spacing={1.5}>
      <Typography sx={{ fontWeight: 700 }}>Tus cuentas registradas</Typography>
      <RadioGroup value={chosen} onChange={(e) => pick(e.target.value)} aria-label="Tus cuentas registradas">
        <Stack spacing={1}>
          {accounts.data.map((a) => (
            <Paper key={a.id} variant="outlined" sx={{ px: 2, py: 1 }} data-testid="saved-bank-account">
              <FormControlLabel
                value={a.id}
                control={<Radio />}
                sx={{ width: '100%' }}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>
                      {a.bankName} · {a.accountTypeName} · N.º {a.accountNumber}
                    </span>
                    <Chip size="small" label={currencyNames[a.currency]} />
                    {a.isDefault && <Chip size="small" color="primary" label="Principal" />}
                  </Stack>
                }
              />
            </Paper>
          ))}
        </Stack>
      </RadioGroup>
      {!chosen && <Alert severity="info">Elige una de tus cuentas o ingresa otra abajo.</Alert>}
    </Stack>
  );
}
