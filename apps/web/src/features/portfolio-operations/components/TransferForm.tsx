import {
  amountForQuotas,
  compareDecimalStrings,
  documentNumberError,
  documentNumberMaxLength,
  type DocumentType,
  documentTypeLabels,
  documentTypes,
  filterNumericInput,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
  isPositiveDecimal,
  moneyPatterns,
  type PortfolioFund,
  quotaDayRule,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Figure, FigureGrid } from '../../../components/Figure';
import { FundSelect } from '../../../components/operations/FundSelect';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useTransferQuotaValue } from '../api/get-transfer-quota-value';

export interface TransferDraft {
  productId: string;
  quotas: string;
  recipient: { documentType: DocumentType; documentNumber: string; email: string };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field, in Spanish; an untouched empty field says nothing yet. */
function problemsOf(draft: TransferDraft, fund: PortfolioFund) {
  const { quotas, recipient } = draft;
  return {
    quotas: !quotas
      ? null
      : !moneyPatterns.quotas.test(quotas) || !isPositiveDecimal(quotas)
        ? 'Ingresa las cuotas como un número mayor a cero, con hasta 8 decimales.'
        : compareDecimalStrings(quotas, fund.availableQuotas) > 0
          ? `Puedes transferir hasta ${formatQuotas(fund.availableQuotas)} cuotas.`
          : null,
    documentNumber: recipient.documentNumber
      ? documentNumberError(recipient.documentType, recipient.documentNumber)
      : null,
    email: recipient.email && !EMAIL.test(recipient.email) ? 'Ingresa un correo válido.' : null,
  };
}

/**
 * The transfer form: the fund (one held, with quotas available), how many quotas, and who receives
 * them — a participant named by document and e-mail, both of which must match.
 */
export function TransferForm({
  funds,
  initial,
  initialProductId,
  onContinue,
}: {
  funds: PortfolioFund[];
  initial: TransferDraft | null;
  initialProductId: string | null;
  onContinue: (draft: TransferDraft) => void;
}) {
  const [draft, setDraft] = useState<TransferDraft>(
    initial ?? {
      productId: funds.find((f) => f.productId === initialProductId)?.productId ?? funds[0]!.productId,
      quotas: '',
      recipient: { documentType: 'DNI', documentNumber: '', email: '' },
    },
  );
  const fund = funds.find((f) => f.productId === draft.productId) ?? funds[0]!;
  const quota = useTransferQuotaValue(fund.productId);
  const problems = problemsOf(draft, fund);
  const complete =
    draft.quotas !== '' && draft.recipient.documentNumber !== '' && draft.recipient.email !== '';
  const ready = complete && !problems.quotas && !problems.documentNumber && !problems.email;
  const setRecipient = (patch: Partial<TransferDraft['recipient']>) =>
    setDraft((d) => ({ ...d, recipient: { ...d.recipient, ...patch } }));

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onContinue(draft);
      }}
    >
      <Stack spacing={3}>
        <FundSelect
          label="Fondo"
          funds={funds}
          value={fund.productId}
          onChange={(productId) => setDraft((d) => ({ ...d, productId }))}
          testId="transfer-fund"
        />
        <FigureGrid columns={3}>
          <Figure
            label="Cuotas disponibles"
            value={formatQuotas(fund.availableQuotas)}
            testId="transfer-available"
          />
          {quota.data && (
            <Figure
              wide
              label={`Valor cuota del ${peruvianDate(quota.data.quotaValueDate)}`}
              value={formatQuotaValue(quota.data.quotaValue, fund.currency.symbol)}
              testId="transfer-quota-value"
            />
          )}
          {quota.data && moneyPatterns.quotas.test(draft.quotas) && !problems.quotas && (
            <Figure
              label="Valor de las cuotas a transferir"
              value={formatCurrency(amountForQuotas(draft.quotas, quota.data.quotaValue), fund.currency.code)}
              testId="transfer-value"
            />
          )}
        </FigureGrid>
        {quota.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="transfer-quota-rule">
            La transferencia queda registrada con este valor cuota. {quotaDayRule}
          </Typography>
        ) : (
          quota.isError && (
            <Alert severity="warning" data-testid="transfer-quota-error">
              {errorMessageOf(quota.error)}
            </Alert>
          )
        )}
        <TextField
          label="Cuotas a transferir"
          value={draft.quotas}
          onChange={(e) => setDraft((d) => ({ ...d, quotas: e.target.value.replace(',', '.').trim() }))}
          error={Boolean(problems.quotas)}
          helperText={problems.quotas ?? 'Hasta 8 decimales.'}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'transfer-quotas', autoComplete: 'off' },
          }}
          fullWidth
        />
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            ¿Quién recibe las cuotas?
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Debe ser partícipe de nuestros fondos. Escribe su documento y su correo tal como los registró.
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}>
          <TextField
            select
            label="Tipo de documento"
            value={draft.recipient.documentType}
            onChange={(e) => setRecipient({ documentType: e.target.value as DocumentType })}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'transfer-document-type' } }}
          >
            {documentTypes.map((t) => (
              <option key={t} value={t}>
                {documentTypeLabels[t]}
              </option>
            ))}
          </TextField>
          <TextField
            label="Número de documento"
            value={draft.recipient.documentNumber}
            onChange={(e) =>
              setRecipient({
                documentNumber:
                  draft.recipient.documentType === 'DNI'
                    ? filterNumericInput(e.target.value)
                    : e.target.value.trim(),
              })
            }
            error={Boolean(problems.documentNumber)}
            helperText={problems.documentNumber ?? ' '}
            slotProps={{
              htmlInput: {
                'data-testid': 'transfer-document-number',
                autoComplete: 'off',
                maxLength: documentNumberMaxLength(draft.recipient.documentType),
                inputMode: draft.recipient.documentType === 'DNI' ? 'numeric' : 'text',
              },
            }}
          />
        </Box>
        <TextField
          label="Correo de quien recibe"
          type="email"
          value={draft.recipient.email}
          onChange={(e) => setRecipient({ email: e.target.value.trim() })}
          error={Boolean(problems.email)}
          helperText={problems.email ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'transfer-email', autoComplete: 'off' } }}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready}
          data-testid="transfer-continue"
        >
          Continuar
        </Button>
      </Stack>
    </Paper>
  );
}
