import { bankAccountPart, type BankAccountRequest, type CustomerBankAccount } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  emptyValues,
  namesOf,
  partResolver,
  type FormValues,
} from '../../../components/part-form/form-model';
import { PartField } from '../../../components/part-form/PartField';
import { bankAccountFields } from '../../../components/part-form/part-fields';
import { ApiError, errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { useAddBankAccount } from '../api/add-bank-account';

/** The bank-account part's fields (as in the onboarding) plus "use it by default for its currency". */
export function AddBankAccountForm({
  onAdded,
  onCancel,
}: {
  onAdded: (account: CustomerBankAccount) => void;
  onCancel?: () => void;
}) {
  const add = useAddBankAccount();
  const [isDefault, setIsDefault] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => partResolver(bankAccountPart, bankAccountFields, () => null), []);
  const form = useForm<FormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyValues(bankAccountFields), currency: 'PEN' },
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const names = useMemo(() => new Set(bankAccountFields.flatMap(namesOf)), []);

  const onSubmit = form.handleSubmit(async (parsed) => {
    setFailure(null);
    try {
      const account = await add.mutateAsync({ ...(parsed as BankAccountRequest), isDefault });
      onAdded(account);
    } catch (error) {
      let placed = 0;
      for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
        if (!names.has(name)) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      if (placed === 0 && !(error instanceof ApiError && error.kind === 'server'))
        setFailure(errorMessageOf(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Nueva cuenta bancaria">
        <Grid container spacing={2.5}>
          {bankAccountFields.map((field, index) => (
            <Grid key={`${field.kind}-${index}`} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
              <PartField spec={field} values={values} context={undefined} />
            </Grid>
          ))}
        </Grid>
        <FormControlLabel
          control={<Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />}
          label="Usarla como cuenta principal de su moneda"
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'flex-end' }}
        >
          {onCancel && (
            <Button onClick={onCancel} size="large">
              Cancelar
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
            data-testid="bank-account-save"
          >
            {form.formState.isSubmitting ? 'Guardando…' : 'Registrar cuenta'}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
