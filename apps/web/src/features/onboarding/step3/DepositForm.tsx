import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKING_DECLARATION, limaDate, type DepositDetails, type DepositView } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useListParameters } from '../../../lib/reference-api/get-list-parameters';
import { useNavigateWhileMounted } from '../../../lib/use-navigate-while-mounted';
import { useRegisterChecking } from './api/register-checking';
import { useRegisterDeposit } from './api/register-deposit';
import { useRegisterLetter } from './api/register-letter';
import { depositFields, depositFormSchema, filterAmount } from './deposit-form-model';
import { useVoucherFiles } from './use-voucher-files';
import { VoucherUploader } from './VoucherUploader';

/** The transfer's details and its vouchers, sent together with "Enviar comprobante". */
export function DepositForm({ view }: { view: DepositView }) {
  const navigate = useNavigateWhileMounted();
  const banks = useListParameters();
  const vouchers = useVoucherFiles();
  const register = useRegisterDeposit();
  const checking = useRegisterChecking();
  const letter = useRegisterLetter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [declared, setDeclared] = useState(false);
  const [declarationError, setDeclarationError] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const form = useForm<DepositDetails>({
    resolver: zodResolver(depositFormSchema),
    mode: 'onTouched',
    defaultValues: {
      operationNumber: '',
      transferDate: limaDate(new Date()),
      amount: view.amount ?? '',
      bank: '',
    },
  });
  const symbol = view.product.currency.symbol;

  // The file and the declaration are checked with the fields, so every missing thing shows at once.
  const onSubmit = (event: FormEvent) => {
    const noFile = vouchers.files.length === 0;
    if (noFile) vouchers.setErrors(['Adjunta al menos un comprobante de tu transferencia.']);
    setDeclarationError(!declared);
    return form.handleSubmit((details) => (noFile || !declared ? undefined : send(details)))(event);
  };

  const send = async (details: DepositDetails) => {
    setRefusal(null);
    try {
      await checking.mutateAsync({ onboardingId: view.onboardingId, declarationAccepted: true });
      await register.mutateAsync({
        ...details,
        onboardingId: view.onboardingId,
        files: vouchers.files.map((f) => f.file),
      });
      // Optional: the newsletter never holds the deposit back, nor the page after it. Not awaited: a
      // navigation issued when a slow answer came back would pull the investor back from wherever she
      // had gone since (the deposit page already leaves for /onboarding-fin once it sees the deposit).
      if (newsletter) letter.mutate({ onboardingId: view.onboardingId });
      void navigate('/onboarding-fin', { replace: true });
    } catch (error) {
      // Everything typed and every file chosen stays: only the message changes.
      const placed = applyFieldErrors(error, form.setError, depositFields);
      const fileMessage = fieldErrorsOf(error).files;
      if (fileMessage) vouchers.setErrors([fileMessage]);
      else if (placed === 0) setRefusal(errorMessageOf(error));
    }
  };

  const sending = checking.isPending || register.isPending;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Datos de tu transferencia"
    >
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Datos de tu transferencia
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Los encuentras en la constancia que te dio tu banco.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={form.control}
          name="operationNumber"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Número de operación"
              required
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="transferDate"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="date"
              label="Fecha de la transferencia"
              required
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: limaDate(new Date()) } }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(e) => field.onChange(filterAmount(e.target.value))}
              label="Monto transferido"
              required
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="bank"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              label="Banco de origen"
              required
              error={!!fieldState.error || banks.isError}
              helperText={
                fieldState.error?.message ??
                (banks.isError ? 'No pudimos cargar la lista de bancos. Recarga la página.' : ' ')
              }
              slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
            >
              {(banks.data?.banks ?? []).map((bank) => (
                <MenuItem key={bank.key} value={bank.key}>
                  {bank.text}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Box sx={{ mt: 1 }}>
        <VoucherUploader
          files={vouchers.files}
          errors={vouchers.errors}
          onAdd={(files) => void vouchers.add(files)}
          onRemove={vouchers.remove}
          disabled={sending}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={declared}
              onChange={(e) => {
                setDeclared(e.target.checked);
                if (e.target.checked) setDeclarationError(false);
              }}
            />
          }
          label={<Typography variant="body2">{CHECKING_DECLARATION}</Typography>}
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          data-testid="deposit-declaration"
        />
        {declarationError && (
          <FormHelperText error sx={{ ml: 4 }}>
            Confirma la declaración para enviar tu comprobante.
          </FormHelperText>
        )}
        <FormControlLabel
          control={<Checkbox checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />}
          label={
            <Typography variant="body2">
              Quiero recibir el boletín con novedades de mis inversiones.
            </Typography>
          }
          sx={{ alignItems: 'flex-start', mt: 1, '& .MuiCheckbox-root': { pt: 0.5 } }}
        />
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="deposit-refusal">
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {sending ? 'Enviando…' : 'Enviar comprobante'}
        </Button>
      </Box>
    </Box>
  );
}
