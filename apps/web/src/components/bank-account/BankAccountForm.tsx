import { bankAccountPart, type BankAccountRequest } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessageOf, fieldErrorsOf } from '../../lib/api-client';
import { emptyValues, namesOf, partResolver, type FormValues } from '../part-form/form-model';
import { PartField } from '../part-form/PartField';
import { bankAccountFields } from '../part-form/part-fields';

/**
 * A new bank account: the bank-account part's fields (as in the onboarding) plus "use it by default
 * for its currency". The caller says where it goes (the profile's list, or a fund's payout account)
 * and may fix the currency; the server's per-field refusals land on their fields.
 */
export function BankAccountForm<T>({
  submit,
  onAdded,
  onCancel,
  currency = 'PEN',
  currencyFixed = false,
  submitLabel = 'Registrar cuenta',
}: {
  submit: (body: BankAccountRequest) => Promise<T>;
  onAdded: (result: T) => void;
  onCancel?: () => void;
  currency?: 'PEN' | 'USD';
  /** Only accounts in `currency` fit (a fund's payout account): the field is shown but locked. */
  currencyFixed?: boolean;
  submitLabel?: string;
}) {
  const [isDefault, setIsDefault] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => partResolver(bankAccountPart, bankAccountFields, () => null), []);
  const form = useForm<FormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyValues(bankAccountFields), currency },
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const names = useMemo(() => new Set(bankAccountFields.flatMap(namesOf)), []);
  // A fixed currency is not asked: the form already holds it and the heading names it.
  const shown = currencyFixed
    ? bankAccountFields.filter((f) => !('name' in f && f.name === 'currency'))
    : bankAccountFields;

  const onSubmit = form.handleSubmit(async (parsed) => {
    setFailure(null);
    try {
      const body = { ...(parsed as BankAccountRequest), isDefault };
      onAdded(await submit(currencyFixed ? { ...body, currency } : body));
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
          {shown.map((field, index) => (
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
            {form.formState.isSubmitting ? 'Guardando…' : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
