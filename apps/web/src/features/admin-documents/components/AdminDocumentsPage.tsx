import { investorDocumentTypeLabels, type AdminUserItem, type InvestorDocument } from '@invierte/domain';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { InvestorPicker, investorFullName as fullName } from '../../../components/admin/InvestorPicker';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { downloadDocument } from '../api/download-document';
import { adminDocumentsKey } from '../api/keys';
import { useInvestorDocuments } from '../api/list-documents';
import { removeDocument } from '../api/remove-document';
import { UploadDocumentDialog } from './UploadDocumentDialog';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-PE')} KB`;

const columns: AdminColumn<InvestorDocument>[] = [
  {
    label: 'Documento',
    render: (d) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {d.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {investorDocumentTypeLabels[d.type]}
        </Typography>
      </>
    ),
  },
  { label: 'Fondo', render: (d) => d.productName ?? 'Toda la cuenta' },
  {
    label: 'Archivo',
    render: (d) => (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {d.fileName} · {kilobytes(d.size)}
      </Typography>
    ),
  },
  { label: 'Publicado', render: (d) => limaDateTime(d.createdAt) },
];

/**
 * /admin/documentos: pick a participant, see the statements, reports and certificates published for
 * them, publish another (a PDF checked by the server) and remove one after confirming.
 */
export default function AdminDocumentsPage() {
  const [investor, setInvestor] = useState<AdminUserItem | null>(null);
  const documents = useInvestorDocuments(investor?.id ?? null);
  const canWrite = useCan('document.write');
  const client = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<InvestorDocument | null>(null);
  const remove = useMutation({
    mutationFn: removeDocument,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminDocumentsKey });
      setRemoving(null);
    },
  });
  const download = useMutation({ mutationFn: downloadDocument });

  return (
    <AdminPage
      title="Documentos de inversionistas"
      subtitle="Estados de cuenta, reportes de inversión y certificados que cada partícipe encuentra en los reportes de su portafolio."
      actions={
        canWrite && investor ? (
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            onClick={() => setUploading(true)}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid="document-upload"
          >
            Subir documento
          </Button>
        ) : undefined
      }
    >
      <InvestorPicker value={investor} onChange={setInvestor} testId="document-investor" />
      {investor === null ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
          data-testid="documents-pick"
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            Elige a un partícipe
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Busca por nombre, correo o documento para ver y subir sus documentos.
          </Typography>
        </Paper>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ mb: 2, gap: { sm: 1 }, alignItems: { sm: 'baseline' } }}
          >
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {fullName(investor)}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {investor.email}
            </Typography>
          </Stack>
          <AdminTable
            rows={documents.data}
            columns={columns}
            rowKey={(d) => d.id}
            loading={documents.isPending}
            error={documents.isError ? errorMessageOf(documents.error) : null}
            onRetry={() => void documents.refetch()}
            empty="Aún no hay documentos publicados para este partícipe."
            actions={(d) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  loading={download.isPending && download.variables.id === d.id}
                  onClick={() => download.mutate(d)}
                  data-testid="document-download"
                >
                  Descargar
                </Button>
                {canWrite && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => {
                      remove.reset();
                      setRemoving(d);
                    }}
                    data-testid="document-remove"
                  >
                    Quitar
                  </Button>
                )}
              </Stack>
            )}
            testId="admin-documents"
          />
          {download.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessageOf(download.error)}
            </Alert>
          )}
        </>
      )}
      {uploading && investor && (
        <UploadDocumentDialog investor={investor} onClose={() => setUploading(false)} />
      )}
      {removing && (
        <ReasonDialog
          title="Quitar el documento"
          text={`«${removing.title}» dejará de aparecer en el portafolio del partícipe. Queda registrado quién lo quitó y cuándo.`}
          confirmLabel="Quitar"
          needsReason={false}
          danger
          pending={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </AdminPage>
  );
}
