import type { ReviewDocument } from '@invierte/domain';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { useReviewDocuments } from '../api/list-review-documents';
import { downloadReviewDocument } from '../api/open-review-document';
import { DocumentViewerDialog } from './DocumentViewerDialog';
import { documentName } from './document-name';

/**
 * The review's "Documentos": every document of the request and of its investor, each with its kind,
 * file name and date, "Ver" in the viewer and "Descargar". The server records each opening in the
 * audit log; this list says so, so nobody is surprised to find their name there.
 */
export function ReviewDocuments({ onboardingId }: { onboardingId: string }) {
  const documents = useReviewDocuments(onboardingId);
  const [shown, setShown] = useState<ReviewDocument | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async (document: ReviewDocument) => {
    setDownloading(document.id);
    setDownloadError(null);
    try {
      await downloadReviewDocument(onboardingId, document);
    } catch (error) {
      setDownloadError(`No se pudo descargar «${document.fileName}»: ${errorMessageOf(error)}`);
    } finally {
      setDownloading(null);
    }
  };

  if (documents.isPending) return <Skeleton variant="rounded" height={96} />;
  if (documents.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void documents.refetch()}>
            Reintentar
          </Button>
        }
      >
        {errorMessageOf(documents.error)}
      </Alert>
    );
  const items = documents.data.items;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Cada vez que abres o descargas un documento queda registrado en la auditoría.
      </Typography>
      {downloadError && (
        <Alert severity="error" sx={{ mb: 1.5 }} onClose={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      )}
      {items.length === 0 ? (
        <Typography color="text.secondary">Esta solicitud aún no tiene documentos.</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          data-testid="review-documents"
        >
          {items.map((d) => (
            <Box
              component="li"
              key={d.id}
              data-testid="review-document"
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { sm: 'center' },
                gap: 1.5,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
                {d.contentType.startsWith('image/') ? (
                  <ImageOutlinedIcon color="action" sx={{ mt: 0.25 }} />
                ) : (
                  <DescriptionOutlinedIcon color="action" sx={{ mt: 0.25 }} />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {documentName(d)}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {d.fileName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {limaDateTime(d.createdAt)}
                  </Typography>
                </Box>
              </Stack>
              <Stack
                direction="row"
                spacing={1}
                sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
              >
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => setShown(d)}
                  aria-label={`Ver ${d.label} ${d.fileName}`}
                  data-testid="review-document-view"
                  sx={{ flex: { xs: 1, sm: 'none' } }}
                >
                  Ver
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  loading={downloading === d.id}
                  onClick={() => void download(d)}
                  aria-label={`Descargar ${d.label} ${d.fileName}`}
                  data-testid="review-document-download"
                  sx={{ flex: { xs: 1, sm: 'none' } }}
                >
                  Descargar
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {shown && (
        <DocumentViewerDialog
          onboardingId={onboardingId}
          document={shown}
          downloading={downloading === shown.id}
          downloadError={downloadError}
          onDownload={() => void download(shown)}
          onClose={() => setShown(null)}
        />
      )}
    </Box>
  );
}
