import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVESTOR_DOCUMENT_MAX_BYTES,
  INVESTOR_DOCUMENT_TITLE_MAX,
  investorDocumentForm,
  investorDocumentMessages,
  investorDocumentTypeLabels,
  investorDocumentTypes,
  type AdminUserItem,
  type InvestorDocumentForm,
  currencyLabel,
  currencyWords,
} from '@invierte/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/admin/FormDialog';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { adminDocumentsKey } from '../api/keys';
import { uploadDocument } from '../api/upload-document';
import { investorFullName as fullName } from '../../../components/admin/InvestorPicker';
import { FilePickerButton } from '../../../components/FilePickerButton';

/** What the browser can tell before sending: a PDF by name or type, not empty, within the limit. */
function fileProblem(file: File): string | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name))
    return investorDocumentMessages.notPdf(file.name);
  if (file.size === 0) return investorDocumentMessages.empty(file.name);
  if (file.size > INVESTOR_DOCUMENT_MAX_BYTES) return investorDocumentMessages.tooLarge;
  return null;
}

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Publishes a PDF for one investor: its type, the fund it concerns (one they hold, or the whole
 * account) and the period or title the investor will read. The server checks the file by content.
 */
export function UploadDocumentDialog({
  investor,
  onClose,
}: {
  investor: AdminUserItem;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<InvestorDocumentForm>({
    resolver: zodResolver(investorDocumentForm),
    defaultValues: { type: 'INVESTMENT_REPORT', productId: '', title: '' },
  });
  const funds = [...new Map(investor.holdings.map((h) => [h.productId, h])).values()];
  const upload = useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminDocumentsKey });
      onClose();
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError, ['type', 'productId', 'title']);
      const onFile = fieldErrorsOf(error).file;
      if (onFile) setFileError(onFile);
    },
  });
  const submit = form.handleSubmit((values) => {
    if (!file) return setFileError(investorDocumentMessages.missing);
    if (fileError) return;
    upload.mutate({ ...values, userId: investor.id, file });
  });
  const { errors } = form.formState;
  const shownError =
    upload.isError && !fileError && Object.keys(errors).length === 0 ? errorMessageOf(upload.error) : null;

  return (
    <FormDialog
      title="Subir documento"
      onClose={onClose}
      pending={upload.isPending}
      submitLabel="Publicar"
      onSubmit={() => void submit()}
      submitTestId="document-upload-save"
    >
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Para {fullName(investor)}. Lo verá en los reportes de su portafolio.
        </Typography>
        <TextField
          select
          size="small"
          label="Tipo de documento"
          {...form.register('type')}
          error={Boolean(errors.type)}
          helperText={errors.type?.message}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'document-type' },
          }}
        >
          {investorDocumentTypes.map((t) => (
            <option key={t} value={t}>
              {investorDocumentTypeLabels[t]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Fondo"
          {...form.register('productId')}
          error={Boolean(errors.productId)}
          helperText={errors.productId?.message ?? 'Toda la cuenta: aparece junto a cada fondo que tiene.'}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'document-fund' },
          }}
        >
          <option value="">Toda la cuenta</option>
          {funds.map((h) => (
            <option key={h.productId} value={h.productId}>
              {h.productName} en {currencyLabel(currencyWords, h.currency)}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Periodo o título"
          placeholder="Octubre 2026"
          {...form.register('title')}
          error={Boolean(errors.title)}
          helperText={
            errors.title?.message ?? 'Es lo que el inversionista leerá, por ejemplo «Octubre 2026».'
          }
          slotProps={{
            htmlInput: { maxLength: INVESTOR_DOCUMENT_TITLE_MAX, 'data-testid': 'document-title' },
          }}
        />
        <div>
          <FilePickerButton
            variant="outlined"
            startIcon={<UploadFileIcon />}
            accept="application/pdf,.pdf"
            inputTestId="document-file"
            onFiles={([chosen]) => {
              if (!chosen) return;
              setFile(chosen);
              setFileError(fileProblem(chosen));
            }}
          >
            {file ? 'Cambiar PDF' : 'Elegir PDF'}
          </FilePickerButton>
          <Typography
            variant="body2"
            color={fileError ? 'error' : 'text.secondary'}
            sx={{ mt: 1, overflowWrap: 'anywhere' }}
            data-testid="document-file-status"
          >
            {fileError ?? (file ? `${file.name} · ${sizeLabel(file.size)}` : 'Un PDF de hasta 10 MB.')}
          </Typography>
        </div>
        {shownError && <Alert severity="error">{shownError}</Alert>}
      </Stack>
    </FormDialog>
  );
}
