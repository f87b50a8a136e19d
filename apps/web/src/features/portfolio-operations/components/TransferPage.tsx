import {
  amountForQuotas,
  documentTypeLabels,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
  isPositiveDecimal,
  type PortfolioFund,
  type TransferView,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Figure } from '../../../components/Figure';
import { OperationConfirm } from '../../../components/operations/OperationConfirm';
import { OperationDone } from '../../../components/operations/OperationDone';
import { OperationStages } from '../../../components/operations/OperationStages';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useFunds } from '../../../lib/portfolio-api/get-funds';
import { useTransferQuotaValue } from '../api/get-transfer-quota-value';
import { useRegisterTransfer } from '../api/register-transfer';
import { useRequestTransferCode } from '../api/request-transfer-code';
import { TransferForm, type TransferDraft } from './TransferForm';

const MOVEMENTS_PATH = '/portafolio/movimientos';

function TransferFigures({ fund, draft }: { fund: PortfolioFund; draft: TransferDraft }) {
  const { recipient } = draft;
  const quota = useTransferQuotaValue(fund.productId);
  return (
    <Box
      data-testid="transfer-summary"
      sx={{
        bgcolor: 'action.hover',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Figure label="Fondo" value={fund.productName} />
      <Figure label="Cuotas" value={formatQuotas(draft.quotas)} />
      {quota.data && (
        <Figure
          label={`Valor al ${peruvianDate(quota.data.quotaValueDate)} (${formatQuotaValue(quota.data.quotaValue, fund.currency.symbol)} por cuota)`}
          value={formatCurrency(amountForQuotas(draft.quotas, quota.data.quotaValue), fund.currency.code)}
        />
      )}
      <Figure
        label="Recibe"
        value={`${documentTypeLabels[recipient.documentType]} ${recipient.documentNumber}`}
      />
      <Figure label="Correo" value={recipient.email} />
    </Box>
  );
}

function Confirmation({
  fund,
  draft,
  onBack,
  onDone,
}: {
  fund: PortfolioFund;
  draft: TransferDraft;
  onBack: () => void;
  onDone: (view: TransferView) => void;
}) {
  const [key] = useState(() => crypto.randomUUID());
  const [code, setCode] = useState('');
  const send = useRequestTransferCode();
  const register = useRegisterTransfer();
  const sent = useRef(false);
  // The code goes out once when this screen opens; "Reenviar código" asks for another.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send.mutate();
  }, [send]);

  return (
    <OperationConfirm
      title="Confirma tu transferencia"
      summary={<TransferFigures fund={fund} draft={draft} />}
      notice="Las cuotas pasan de inmediato a la otra persona y no se puede deshacer. Para confirmar, ingresa el código de 6 dígitos que te enviamos por correo."
      extra={
        <Box sx={{ mt: 2 }}>
          {send.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessageOf(send.error)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              label="Código"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              helperText={send.isSuccess ? send.data.message : send.isPending ? 'Enviando el código…' : ' '}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  'data-testid': 'transfer-code',
                  autoComplete: 'one-time-code',
                },
              }}
              sx={{ maxWidth: 220 }}
            />
            <Button onClick={() => send.mutate()} disabled={send.isPending} sx={{ mt: 1 }}>
              Reenviar código
            </Button>
          </Box>
        </Box>
      }
      error={register.error}
      pending={register.isPending}
      confirmLabel="Transferir cuotas"
      confirmDisabled={code.length !== 6}
      onBack={onBack}
      onConfirm={() => register.mutate({ key, body: { ...draft, code } }, { onSuccess: onDone })}
      testId="transfer"
    />
  );
}

/**
 * /portafolio/movimientos/transferir: quotas of a fund to another participant (docs/business-rules.md,
 * "Transfer"), confirmed with a code sent by e-mail. What was typed stays when a step fails.
 */
export default function TransferPage() {
  const [params] = useSearchParams();
  const funds = useFunds();
  const available = funds.data?.filter((f) => isPositiveDecimal(f.availableQuotas)) ?? [];
  return (
    <OperationStages<TransferDraft, TransferView>
      title="Transferir cuotas"
      intro="Cede cuotas de un fondo a otro partícipe. No mueve dinero: las cuotas pasan de tu cuenta a la suya."
      loaded={{
        pending: funds.isPending,
        error: funds.error,
        nothing: available.length === 0 && {
          title: 'Aún no tienes cuotas para transferir',
          text: 'Cuando tengas cuotas disponibles (no reservadas por un rescate) podrás transferirlas aquí a otro partícipe.',
          testId: 'transfer-nothing',
        },
      }}
      form={(initial, review) => (
        <TransferForm
          funds={available}
          initial={initial}
          initialProductId={params.get('productId')}
          onContinue={review}
        />
      )}
      confirmation={(draft, back, finish) => {
        const fund = available.find((f) => f.productId === draft.productId);
        return fund && <Confirmation fund={fund} draft={draft} onBack={back} onDone={finish} />;
      }}
      receipt={(done) => (
        <OperationDone
          title="¡Transferiste tus cuotas!"
          text={
            <>
              {done.recipient.name} ({done.recipient.documentNumber}) recibió {formatQuotas(done.quotas)}{' '}
              cuotas de {done.productName}, que valen {formatCurrency(done.value, done.currency.code)} al
              valor cuota del {peruvianDate(done.quotaValueDate)} (
              {formatQuotaValue(done.quotaValue, done.currency.symbol)}).
            </>
          }
          next={{ label: 'Ver mis movimientos', to: MOVEMENTS_PATH }}
          testId="transfer-done"
        />
      )}
    />
  );
}
