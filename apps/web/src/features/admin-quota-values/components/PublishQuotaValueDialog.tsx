import {
  formatMoney,
  percentChange,
  unusualQuotaValueMove,
  type PostedQuotaValue,
  type QuotaValueBoard,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { limaToday, peruvianDate } from '../../../lib/peru-dates';
import { usePublishQuotaValue } from '../api/publish-quota-value';

type Product = QuotaValueBoard[number];
const VALUE = /^\d{1,12}(\.\d{1,8})?$/;

/**
 * Publishes a day's quota value for one product: the last one for comparison, the move in percent
 * (a large one is called out), what publishing does to onboardings priced at another value, and
 * the result.
 */
export function PublishQuotaValueDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const publish = usePublishQuotaValue();
  const [valueDate, setValueDate] = useState(limaToday());
  const [value, setValue] = useState('');
  const [done, setDone] = useState<PostedQuotaValue | null>(null);
  const symbol = product.currency === 'PEN' ? 'S/' : '$';
  const valid = VALUE.test(value.trim()) && Number(value) > 0;
  const move = valid ? percentChange(product.latest?.value, value.trim()) : null;
  // The same rule the quota-values import asks a confirmation for (packages/domain).
  const unusual = valid && unusualQuotaValueMove(product.latest?.value, value.trim()) !== null;

  return (
    <AppDialog
      open
      onClose={() => !publish.isPending && onClose()}
      title={`Valor cuota de ${product.name} (${product.currency === 'PEN' ? 'soles' : 'dólares'})`}
      actions={
        done ? (
          <Button variant="contained" onClick={onClose} data-testid="publish-done">
            Listo
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={onClose} disabled={publish.isPending}>
              Cancelar
            </Button>
            <Button
              variant="contained"
              disabled={!valid || !valueDate}
              loading={publish.isPending}
              onClick={() =>
                publish.mutate(
                  { productId: product.productId, body: { valueDate, value: value.trim() } },
                  { onSuccess: setDone },
                )
              }
              data-testid="publish-confirm"
            >
              Publicar
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert severity="success" data-testid="publish-result">
          Publicamos {symbol} {formatMoney(done.value, { decimals: 8 })} del {peruvianDate(done.valueDate)}.
          {done.pausedOnboardings > 0 &&
            ` ${done.pausedOnboardings === 1 ? 'Se pausó 1 solicitud' : `Se pausaron ${done.pausedOnboardings} solicitudes`} valorizada${done.pausedOnboardings === 1 ? '' : 's'} con otro valor: cada inversionista decidirá si continúa.`}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {product.latest
              ? `Último publicado: ${symbol} ${formatMoney(product.latest.value, { decimals: 8 })} del ${peruvianDate(product.latest.valueDate)}.`
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
          <TextField
            label={`Valor cuota (${symbol})`}
            value={value}
            onChange={(e) => setValue(e.target.value.replace(',', '.'))}
            error={value.trim() !== '' && !valid}
            helperText={
              value.trim() !== '' && !valid
                ? 'El valor cuota debe ser un número mayor que cero con hasta 8 decimales.'
                : move !== null
                  ? `Variación respecto al último: ${move} %`
                  : 'Hasta 8 decimales.'
            }
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'publish-value', autoComplete: 'off' },
            }}
            fullWidth
          />
          {unusual && (
            <Alert severity="warning" data-testid="publish-unusual">
              El valor cambia {move} % respecto al último publicado. Revísalo antes de publicar.
            </Alert>
          )}
          <Alert severity="info">
            Las solicitudes de inversión en curso valorizadas con otro valor se pausarán hasta que cada
            inversionista acepte el nuevo valor o cancele. Desde las 4:30 p. m. de la fecha, los rescates y
            aprobaciones usan este valor.
          </Alert>
          {publish.isError && <Alert severity="error">{errorMessageOf(publish.error)}</Alert>}
        </Stack>
      )}
    </AppDialog>
  );
}
