import { formatCurrency, sumAmounts, type AdminRescueView } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { adminRescuesKey } from '../../../lib/admin-api/list-admin-rescues';
import { settleRescue } from '../api/settle-rescue';

interface Outcome {
  paid: number;
  failed: Array<{ rescue: AdminRescueView; message: string }>;
}

const totalsOf = (rescues: AdminRescueView[]) =>
  (['PEN', 'USD'] as const)
    .map((code) => ({ code, amounts: rescues.filter((r) => r.currency.code === code).map((r) => r.amount) }))
    .filter((c) => c.amounts.length > 0)
    .map((c) => formatCurrency(sumAmounts(c.amounts), c.code))
    .join(' y ');

/** To whom the money went: one participant's account or accounts, or several participants'. */
function payeesText(rescues: readonly AdminRescueView[]): string {
  const investors = new Set(rescues.map((r) => r.investor.id)).size;
  const accounts = new Set(rescues.map((r) => r.payTo.accountNumber)).size;
  if (investors > 1) return 'a las cuentas de los partícipes';
  return accounts === 1 ? 'a la cuenta del partícipe' : 'a las cuentas del partícipe';
}

/**
 * Registers the payment of one or several pending rescues, one call each with its own
 * Idempotency-Key (kept for the dialog's life: pressing again after a failure pays none twice), and
 * says which were registered and why any was not.
 */
export function SettleRescuesDialog({
  rescues,
  onClose,
}: {
  rescues: AdminRescueView[];
  onClose: (settledIds: string[]) => void;
}) {
  const client = useQueryClient();
  const keys = useRef(new Map<string, string>());
  const keyOf = (id: string) => {
    if (!keys.current.has(id)) keys.current.set(id, crypto.randomUUID());
    return keys.current.get(id)!;
  };
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [settled, setSettled] = useState<string[]>([]);

  const run = async () => {
    setRunning(true);
    setDone(0);
    const failed: Outcome['failed'] = [];
    const ok: string[] = [...settled];
    for (const rescue of rescues.filter((r) => !ok.includes(r.id))) {
      try {
        await settleRescue({ id: rescue.id, key: keyOf(rescue.id) });
        ok.push(rescue.id);
      } catch (error) {
        failed.push({ rescue, message: errorMessageOf(error) });
      }
      setDone((n) => n + 1);
    }
    setSettled(ok);
    setOutcome({ paid: ok.length, failed });
    setRunning(false);
    void client.invalidateQueries({ queryKey: adminRescuesKey });
  };

  const finished = outcome !== null && outcome.failed.length === 0;
  return (
    <AppDialog
      open
      onClose={() => !running && onClose(settled)}
      title={
        rescues.length === 1
          ? 'Registrar el pago del rescate'
          : `Registrar el pago de ${rescues.length} rescates`
      }
      actions={
        <>
          <Button variant="outlined" onClick={() => onClose(settled)} disabled={running}>
            {finished ? 'Cerrar' : 'Cancelar'}
          </Button>
          {!finished && (
            <Button
              variant="contained"
              onClick={() => void run()}
              loading={running}
              data-testid="settle-confirm"
            >
              {outcome ? 'Reintentar los pendientes' : 'Confirmar pago'}
            </Button>
          )}
        </>
      }
    >
      <Typography>
        Confirma que ya transferiste {totalsOf(rescues)} {payeesText(rescues)}. Las cuotas saldrán de{' '}
        {rescues.length === 1 ? 'su posición' : 'sus posiciones'} y se{' '}
        {new Set(rescues.map((r) => r.investor.id)).size === 1 ? 'le' : 'les'} avisará por correo. Esta acción
        no se puede deshacer.
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 2, maxHeight: 220, overflowY: 'auto' }}>
        {rescues.map((r) => (
          <li key={r.id}>
            <Typography variant="body2">
              <strong>{formatCurrency(r.amount, r.currency.code)}</strong> a {r.investor.name}:{' '}
              {r.payTo.bankName}, cuenta {r.payTo.accountNumber}, CCI {r.payTo.cci}
            </Typography>
          </li>
        ))}
      </Box>
      {running && (
        <LinearProgress variant="determinate" value={(done / rescues.length) * 100} sx={{ mt: 2 }} />
      )}
      {outcome && (
        <Alert
          severity={outcome.failed.length ? 'warning' : 'success'}
          sx={{ mt: 2 }}
          data-testid="settle-outcome"
        >
          {outcome.paid === 1 ? 'Se registró 1 pago.' : `Se registraron ${outcome.paid} pagos.`}
          {outcome.failed.map((f) => (
            <div key={f.rescue.id}>
              {f.rescue.investor.name} ({formatCurrency(f.rescue.amount, f.rescue.currency.code)}):{' '}
              {f.message}
            </div>
          ))}
        </Alert>
      )}
    </AppDialog>
  );
}
