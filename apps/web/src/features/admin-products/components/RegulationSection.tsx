import {
  catalogueEndpoints,
  PRODUCT_REGULATION_MAX_BYTES,
  productRegulationMessages,
  type AdminProductDetail,
} from '@invierte/domain';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { limaDateTime } from '../../../lib/peru-dates';
import { adminProductKey } from '../api/keys';
import { removeRegulation } from '../api/remove-regulation';
import { uploadRegulation } from '../api/upload-regulation';
import { AdminSection } from './AdminSection';
import { FilePickerButton } from '../../../components/FilePickerButton';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The fund's participation regulation: the uploaded PDF (checked by content on the server), replace, withdraw. */
export function RegulationSection({ product, canWrite }: { product: AdminProductDetail; canWrite: boolean }) {
  const client = useQueryClient();
  const [localError, setLocalError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const done = (updated: AdminProductDetail) => client.setQueryData(adminProductKey(product.id), updated);
  const upload = useMutation({
    mutationFn: (file: File) => uploadRegulation(product.id, file),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: () => removeRegulation(product.id),
    onSuccess: (updated) => {
      done(updated);
      setRemoving(false);
    },
  });
  const regulation = product.regulation;

  return (
    <AdminSection
      title="Reglamento de participación"
      subtitle="El PDF que el inversionista abre desde la página del fondo."
      testId="product-regulation"
    >
      {regulation ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <DescriptionOutlinedIcon color="primary" />
          <Box sx={{ minWidth: 0 }}>
            <Link
              href={endpointUrl(catalogueEndpoints.downloadProductRegulation, { params: { id: product.id } })}
              target="_blank"
              rel="noopener"
              sx={{ fontWeight: 600, wordBreak: 'break-word' }}
              data-testid="regulation-file"
            >
              {regulation.fileName}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              {sizeLabel(regulation.size)} · subido el {limaDateTime(regulation.uploadedAt)}
            </Typography>
          </Box>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="regulation-none">
          {product.regulationUrl
            ? 'No hay un PDF subido: el inversionista ve el enlace publicado originalmente.'
            : 'No hay un reglamento publicado para este fondo.'}
        </Typography>
      )}
      {canWrite && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <FilePickerButton
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            loading={upload.isPending}
            accept="application/pdf,.pdf"
            inputTestId="regulation-input"
            onFiles={([chosen]) => {
              if (!chosen) return;
              upload.reset();
              if (chosen.size > PRODUCT_REGULATION_MAX_BYTES) {
                setLocalError(productRegulationMessages.tooLarge);
                return;
              }
              setLocalError(null);
              upload.mutate(chosen);
            }}
          >
            {regulation ? 'Reemplazar PDF' : 'Subir PDF'}
          </FilePickerButton>
          {regulation && (
            <Button
              size="small"
              color="error"
              variant="outlined"
              onClick={() => {
                remove.reset();
                setRemoving(true);
              }}
              data-testid="regulation-remove"
            >
              Retirar
            </Button>
          )}
        </Stack>
      )}
      {(localError || upload.isError) && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="regulation-error">
          {localError ?? errorMessageOf(upload.error)}
        </Alert>
      )}
      {removing && regulation && (
        <ReasonDialog
          title="Retirar el reglamento"
          text={`«${regulation.fileName}» dejará de estar disponible para los inversionistas.`}
          confirmLabel="Retirar"
          needsReason={false}
          danger
          pending={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate()}
          onClose={() => setRemoving(false)}
        />
      )}
    </AdminSection>
  );
}
