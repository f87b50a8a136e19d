import type { SigningDocument } from '@invierte/domain';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fileSize, limaDateTime } from './document-files';

/** The generated documents: title, size, time, SHA-256, and view / download buttons. */
export function DocumentList({
  documents,
  onView,
  onDownload,
}: {
  documents: SigningDocument[];
  onView: (doc: SigningDocument) => void;
  onDownload: (doc: SigningDocument) => void;
}) {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Tus documentos">
      {documents.map((doc) => (
        <Paper
          key={doc.id}
          component="li"
          variant="outlined"
          sx={{
            p: { xs: 1.5, sm: 2 },
            display: 'flex',
            gap: 2,
            alignItems: { sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
          }}
          data-testid="signing-document"
        >
          <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
            {doc.kind === 'CERTIFICATE' ? (
              <VerifiedOutlinedIcon color="success" sx={{ mt: 0.25 }} />
            ) : (
              <DescriptionOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{doc.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                PDF · {fileSize(doc.size)} · generado el {limaDateTime(doc.generatedAt)}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ fontFamily: 'monospace', display: 'block', wordBreak: 'break-all' }}
                title="Huella SHA-256 del archivo"
              >
                SHA-256 {doc.sha256}
              </Typography>
            </Box>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            <Button
              size="small"
              variant="outlined"
              startIcon={<OpenInNewIcon />}
              onClick={() => onView(doc)}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              Ver
            </Button>
            <Button
              size="small"
              variant="text"
              startIcon={<DownloadIcon />}
              onClick={() => onDownload(doc)}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              Descargar
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
