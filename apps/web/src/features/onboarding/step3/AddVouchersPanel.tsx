import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { useOpenOnboarding } from '../../../lib/onboarding-api/get-open-onboarding';
import { useAddDepositVouchers } from './api/add-deposit-vouchers';
import { useDeposit } from './api/get-deposit';
import { useVoucherFiles } from './use-voucher-files';
import { VoucherUploader } from './VoucherUploader';
import { formatFileSize } from './voucher-checks';

function Vouchers({ onboardingId }: { onboardingId: string }) {
  const deposit = useDeposit(onboardingId);
  const add = useAddDepositVouchers();
  const chosen = useVoucherFiles();
  const [sent, setSent] = useState<number | null>(null);
  const view = deposit.data;
  if (!view) return null;

  const send = () =>
    add.mutate(
      { onboardingId, files: chosen.files.map((f) => f.file) },
      {
        onSuccess: () => {
          setSent(chosen.files.length);
          for (const f of chosen.files) chosen.remove(f.id);
        },
      },
    );

  return (
    <Box sx={{ textAlign: 'left', mb: 4 }} data-testid="sent-vouchers">
      <Typography sx={{ fontWeight: 700, mb: 1 }}>Comprobantes que nos enviaste</Typography>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        {view.vouchers.map((v) => (
          <Stack key={v.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <DescriptionOutlinedIcon fontSize="small" color="action" />
            <Typography variant="body2">
              {v.fileName} · {formatFileSize(v.size)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {sent !== null && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSent(null)} data-testid="vouchers-added">
          {sent === 1 ? 'Agregamos tu comprobante.' : `Agregamos tus ${sent} comprobantes.`} Lo revisaremos
          junto con tu transferencia.
        </Alert>
      )}
      {view.canAddVouchers && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            ¿Te faltó un comprobante o el que enviaste no se ve bien? Agrégalo aquí mientras verificamos tu
            transferencia.
          </Typography>
          <VoucherUploader
            files={chosen.files}
            errors={chosen.errors}
            onAdd={(files) => void chosen.add(files)}
            onRemove={chosen.remove}
            disabled={add.isPending}
          />
          {add.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessageOf(add.error)}
            </Alert>
          )}
          {chosen.files.length > 0 && (
            <Button
              variant="contained"
              onClick={send}
              loading={add.isPending}
              sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
              data-testid="vouchers-send"
            >
              Enviar comprobantes
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * On /onboarding-fin while the transfer is verified: the vouchers already sent and, while there is
 * room, the way to add one (POST {id}/deposit). Nothing shows for an onboarding in any other state.
 */
export function AddVouchersPanel() {
  const open = useOpenOnboarding();
  if (open.data?.state !== 'IN_VERIFICATION') return null;
  return <Vouchers onboardingId={open.data.onboardingId} />;
}
