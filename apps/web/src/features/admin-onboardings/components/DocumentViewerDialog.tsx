import type { ReviewDocument } from '@invierte/domain';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { fetchReviewDocument } from '../api/open-review-document';
import { documentName } from './document-name';

/** What the browser may show in place, by the type the server checked when the file was stored. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const PDF_TYPE = 'application/pdf';

/** A blob: address for the fetched bytes, given back when the viewer closes or changes document. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * The review's document viewer: the document fetched with the admin's token (each opening is
 * audited by the server), an image shown as itself and a PDF in the browser's own viewer, and
 * "Descargar" to keep a copy (audited as a download). Full screen on a phone.
 */
export function DocumentViewerDialog({
  onboardingId,
  document,
  onDownload,
  downloading,
  downloadError,
  onClose,
}: {
  onboardingId: string;
  document: ReviewDocument;
  onDownload: () => void;
  downloading: boolean;
  downloadError: string | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // One fetch per opening: the server records each one, so nothing here refetches on its own.
  const file = useQuery({
    queryKey: ['admin', 'onboarding', onboardingId, 'document-file', document.id],
    queryFn: () => fetchReviewDocument(onboardingId, document),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(file.data);
  const name = documentName(document);

  let body;
  if (file.isPending || (file.data && !url))
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
        <CircularProgress aria-label="Cargando el documento" />
      </Box>
    );
  else if (file.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void file.refetch()}>
            Reintentar
          </Button>
        }
      >
        {errorMessageOf(file.error)}
      </Alert>
    );
  else if (IMAGE_TYPES.has(document.contentType))
    body = (
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'grid', placeItems: 'center' }}>
        <Box
          component="img"
          src={url ?? undefined}
          alt={`${name} (${document.fileName})`}
          data-testid="document-viewer-image"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  else if (document.contentType === PDF_TYPE)
    body = (
      <Box
        component="iframe"
        src={url ?? undefined}
        title={`${name} (${document.fileName})`}
        data-testid="document-viewer-pdf"
        sx={{ flex: 1, minHeight: 0, width: '100%', border: 0, bgcolor: 'grey.100', borderRadius: 1 }}
      />
    );
  else
    body = (
      <Alert severity="info">Este tipo de archivo no se puede mostrar aquí: descárgalo para abrirlo.</Alert>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={titleId}
      data-testid="document-viewer"
      slotProps={{
        paper: { sx: phone ? {} : { width: 'min(1100px, 92vw)', height: '90vh' } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, pb: 0.5 }}>
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, display: 'block' }}>
          {name}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {document.fileName} · {limaDateTime(document.createdAt)}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, pt: 1 }}>
        {downloadError && <Alert severity="error">{downloadError}</Alert>}
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          Cerrar
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          loading={downloading}
          onClick={onDownload}
          data-testid="document-viewer-download"
        >
          Descargar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
