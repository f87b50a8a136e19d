import {
  currencySymbols,
  currencyWords,
  formatPercentChange,
  formatQuotaValue,
  isPositiveDecimal,
  moneyPatterns,
  percentChange,
  type PostedQuotaValue,
  type QuotaValueBoard,
  unusualQuotaValueMove,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/FormDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { limaToday, peruvianDate } from '../../../lib/peru-dates';
import { useQuotaValueDay } from '../api/get-quota-value-day';
import { usePublishQuotaValue } from '../api/publish-quota-value';
import { preparedSentence, pricedBySentence } from './correction-texts';

type Product = QuotaValueBoard[number];

/**
 * Publishes a day's quota value for one product. The chosen day is read first: the value it would
 * replace (or, on a first publication, the nearest earlier one) is what the move in percent and the
 * unusual-move warning are measured against, and the operations already priced at the day's value
 * are named before confirming. Then what publishing does to onboardings priced at another value, and
 * the result.
 */
export function PublishQuotaValueDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const publish = usePublishQuotaValue();
  const [valueDate, setValueDate] = useState(limaToday());
  const [value, setValue] = useState('');
  const [done, setDone] = useState<PostedQuotaValue | null>(null);
  const symbol = currencySymbols[product.currency];
  const valid = moneyPatterns.quotaValue.test(value.trim()) && isPositiveDecimal(value.trim());
  const day = useQuotaValueDay(product.productId, valueDate);
  const facts = day.data?.valueDate === valueDate ? day.data : undefined;
  // A correction is measured against the value it replaces, a first publication against the
  // nearest earlier one: never against today's latest when the day is another.
  const base = facts ? (facts.published ?? facts.previous?.value ?? null) : null;
  const baseName = facts?.published
    ? 'al valor que reemplazas'
    : facts?.previous
      ? `al del ${peruvianDate(facts.previous.valueDate)}`
      : '';
  const move = valid && base ? percentChange(base, value.trim()) : null;
  // The same rule the quota-values import asks a confirmation for (packages/domain).
  const unusual = valid && base !== null && unusualQuotaValueMove(base, value.trim()) !== null;
  const priced = facts?.published ? pricedBySentence(facts.pricedBy) : null;
  const prepared = facts?.published ? preparedSentence(facts.preparedApprovals) : null;
  // Only the fund's latest day reprices onboardings in flight; an earlier day's correction does not.
  const latestDay = !product.latest || valueDate >= product.latest.valueDate;

  return (
    <FormDialog
      title={`Valor cuota de ${product.name} (${currencyWords[product.currency]})`}
      onClose={onClose}
      pending={publish.isPending}
      submitLabel="Publicar"
      onSubmit={() =>
        publish.mutate(
          { productId: product.productId, body: { valueDate, value: value.trim() } },
          { onSuccess: setDone },
        )
      }
      submitDisabled={!valid || !valueDate || !facts}
      submitTestId="publish-confirm"
      doneTestId={done ? 'publish-done' : undefined}
    >
      {done ? (
        <Alert severity="success" data-testid="publish-result">
          {done.replaced
            ? `Reemplazamos ${formatQuotaValue(done.replaced, symbol)} por ${formatQuotaValue(done.value, symbol)} del ${peruvianDate(done.valueDate)}.`
            : `Publicamos ${formatQuotaValue(done.value, symbol)} del ${peruvianDate(done.valueDate)}.`}
          {done.pausedOnboardings > 0 &&
            ` ${done.pausedOnboardings === 1 ? 'Se pausó 1 solicitud' : `Se pausaron ${done.pausedOnboardings} solicitudes`} valorizada${done.pausedOnboardings === 1 ? '' : 's'} con otro valor: cada inversionista decidirá si continúa.`}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {product.latest
              ? `Último publicado: ${formatQuotaValue(product.latest.value, symbol)} del ${peruvianDate(product.latest.valueDate)}.`
              : 'Este producto aún no tiene valores cuota publicados.'}
          </Typography>
          <TextField
            label="Fecha"
            type="date"
            value={valueDate}
            onChange={(e) => setValueDate(e.target.value)}
            slotProps={{
              htmlInput: { max: limaToday(), 'data-testid': 'publish-date' },
              inputLabel: { shrink: true },
            }}
            fullWidth
          />
          {day.isError ? (
            <Alert severity="error">{errorMessageOf(day.error)}</Alert>
          ) : !facts ? (
            <Typography variant="body2" color="text.secondary">
              Consultando el valor cuota de este día…
            </Typography>
          ) : facts.published ? (
            <Alert severity="warning" data-testid="publish-replaces">
              Este día ya tiene publicado{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatQuotaValue(facts.published, symbol)}
              </Box>
              : lo reemplazarás.
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="publish-first">
              {facts.previous
                ? `Este día aún no tiene valor publicado. Lo comparamos con el del ${peruvianDate(facts.previous.valueDate)}: ${formatQuotaValue(facts.previous.value, symbol)}.`
                : 'No hay valores publicados antes de este día para comparar.'}
            </Typography>
          )}
          <TextField
            label={`Valor cuota (${symbol})`}
            value={value}
            onChange={(e) => setValue(e.target.value.replace(',', '.'))}
            error={value.trim() !== '' && !valid}
            helperText={
              value.trim() !== '' && !valid
                ? 'El valor cuota debe ser un número mayor que cero con hasta 8 decimales.'
                : move !== null
                  ? `Variación respecto ${baseName}: ${formatPercentChange(move)}`
                  : 'Hasta 8 decimales.'
            }
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'publish-value', autoComplete: 'off' },
            }}
            fullWidth
          />
          {unusual && move !== null && (
            <Alert severity="warning" data-testid="publish-unusual">
              El valor cambia {formatPercentChange(move)} respecto {baseName}. Revísalo antes de publicar.
            </Alert>
          )}
          {(priced || prepared) && (
            <Alert severity="info" data-testid="publish-priced">
              {[priced, prepared].filter(Boolean).join(' ')}
            </Alert>
          )}
          {latestDay && (
            <Alert severity="info">
              Las solicitudes de inversión en curso valorizadas con otro valor se pausarán hasta que cada
              inversionista acepte el nuevo valor o cancele. Desde las 4:30 p. m. de la fecha, los rescates y
              aprobaciones usan este valor.
            </Alert>
          )}
          {publish.isError && <Alert severity="error">{errorMessageOf(publish.error)}</Alert>}
        </Stack>
      )}
    </FormDialog>
  );
}
