import {
  type AdminExchangeRate,
  formatExchangeRate,
  type PublishedExchangeRate,
  publishExchangeRateRequest,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/FormDialog';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { limaToday, peruvianDate } from '../../../lib/peru-dates';
import { usePublishExchangeRate } from '../api/publish-exchange-rate';

type Field = 'rateDate' | 'buy' | 'sell' | 'source';

/**
 * Publishes a day's USD/PEN rate. A day that already has one is a correction: the dialog says so,
 * shows the rate it replaces and sends `correction: true` (the server refuses to replace a rate
 * otherwise). The form is checked with the API's own schema before sending.
 */
export function PublishExchangeRateDialog({
  published,
  correcting,
  onClose,
}: {
  /** The rates the screen has, to tell a new day from a correction. */
  published: readonly AdminExchangeRate[];
  /** The rate to correct, when opened from its row. */
  correcting?: AdminExchangeRate | undefined;
  onClose: () => void;
}) {
  const publish = usePublishExchangeRate();
  const [rateDate, setRateDate] = useState(correcting?.rateDate ?? limaToday());
  const [buy, setBuy] = useState(correcting ? trimRate(correcting.buy) : '');
  const [sell, setSell] = useState(correcting ? trimRate(correcting.sell) : '');
  const [source, setSource] = useState(correcting?.source ?? 'Mesa de dinero Invierte');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<PublishedExchangeRate | null>(null);
  const existing = published.find((r) => r.rateDate === rateDate);

  function submit() {
    const body = {
      rateDate,
      buy: buy.trim(),
      sell: sell.trim(),
      source: source.trim(),
      correction: Boolean(existing),
    };
    const checked = publishExchangeRateRequest.safeParse(body);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    publish.mutate(body, {
      onSuccess: setDone,
      onError: (e) => setErrors(fieldErrorsOf(e) as Partial<Record<Field, string>>),
    });
  }

  const rateField = (label: string, value: string, set: (v: string) => void, field: 'buy' | 'sell') => (
    <TextField
      label={label}
      value={value}
      onChange={(e) => set(e.target.value.replace(',', '.'))}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? 'Soles por dólar, hasta 4 decimales.'}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': `rate-${field}` },
      }}
      fullWidth
    />
  );

  return (
    <FormDialog
      title={existing ? 'Corregir tipo de cambio' : 'Publicar tipo de cambio'}
      onClose={onClose}
      pending={publish.isPending}
      submitLabel={existing ? 'Corregir' : 'Publicar'}
      onSubmit={submit}
      submitTestId="rate-confirm"
      submitColor={existing ? 'warning' : 'primary'}
      doneTestId={done ? 'rate-done' : undefined}
    >
      {done ? (
        <Alert severity="success" data-testid="rate-result">
          {done.previous ? 'Corregimos' : 'Publicamos'} el tipo de cambio del {peruvianDate(done.rateDate)}:
          compra {formatExchangeRate(done.buy)}, venta {formatExchangeRate(done.sell)}.
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Fecha"
            type="date"
            value={rateDate}
            onChange={(e) => setRateDate(e.target.value)}
            disabled={Boolean(correcting)}
            error={Boolean(errors.rateDate)}
            helperText={errors.rateDate}
            slotProps={{
              htmlInput: { max: limaToday(), 'data-testid': 'rate-date' },
              inputLabel: { shrink: true },
            }}
            fullWidth
          />
          {existing && (
            <Alert severity="warning" data-testid="rate-correction">
              Ya hay un tipo de cambio del {peruvianDate(existing.rateDate)} (compra{' '}
              {formatExchangeRate(existing.buy)}, venta {formatExchangeRate(existing.sell)}). Al guardar lo
              reemplazas; el cambio queda en la auditoría.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {rateField('Compra', buy, setBuy, 'buy')}
            {rateField('Venta', sell, setSell, 'sell')}
          </Stack>
          <TextField
            label="Fuente"
            value={source}
            onChange={(e) => setSource(e.target.value)}
            error={Boolean(errors.source)}
            helperText={errors.source}
            slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'rate-source' } }}
            fullWidth
          />
          {publish.isError && !Object.keys(fieldErrorsOf(publish.error)).length && (
            <Alert severity="error" data-testid="rate-error">
              {errorMessageOf(publish.error)}
            </Alert>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}

/** 3.7500 → 3.75, for editing. */
function trimRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}
