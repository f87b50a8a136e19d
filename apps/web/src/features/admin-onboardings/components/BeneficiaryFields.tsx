import {
  beneficiaryRelationshipLabels,
  documentTypeLabels,
  type DocumentType,
  type ReviewDocument,
} from '@invierte/domain';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useCountries } from '../../../lib/reference-api/get-countries';
import { useReviewDocuments } from '../api/list-review-documents';
import { downloadReviewDocument } from '../api/open-review-document';
import { DocumentViewerDialog } from './DocumentViewerDialog';

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The final beneficiary an investor named on "No" (step 1, beneficiary-info-final), as compliance
 * reads it: identity, birth, nationality, relationship, and her identity document opened in the
 * review's audited viewer (the same document the "Documentos" list shows).
 */
export function BeneficiaryFields({
  onboardingId,
  beneficiary,
}: {
  onboardingId: string;
  beneficiary: Record<string, unknown>;
}) {
  const countries = useCountries().data;
  const documents = useReviewDocuments(onboardingId);
  const [shown, setShown] = useState<ReviewDocument | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const document = documents.data?.items.find((d) => d.id === beneficiary.documentFileId);

  const type = str(beneficiary.documentType) as DocumentType | undefined;
  const nationality = str(beneficiary.nationality);
  const relationship = str(beneficiary.relationship);
  const rows: Array<[string, string | undefined]> = [
    [
      'Nombres y apellidos',
      [beneficiary.name, beneficiary.lastName, beneficiary.secondLastName].filter(str).join(' '),
    ],
    [
      'Documento',
      type ? `${documentTypeLabels[type] ?? type} ${str(beneficiary.documentNumber) ?? ''}` : undefined,
    ],
    ['Fecha de nacimiento', str(beneficiary.birthDate) && peruvianDate(String(beneficiary.birthDate))],
    ['Nacionalidad', nationality && (countries?.find((c) => c.id === nationality)?.name ?? nationality)],
    [
      'Relación con el inversionista',
      relationship &&
        (beneficiaryRelationshipLabels[relationship as keyof typeof beneficiaryRelationshipLabels] ??
          relationship),
    ],
  ];

  const download = async (doc: ReviewDocument) => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadReviewDocument(onboardingId, doc);
    } catch (error) {
      setDownloadError(`No se pudo descargar «${doc.fileName}»: ${errorMessageOf(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 1 }} data-testid="review-final-beneficiary">
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Beneficiario final declarado
      </Typography>
      {rows.map(([label, value]) => (
        <Typography key={label} variant="body2" sx={{ wordBreak: 'break-word' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {label}:
          </Box>{' '}
          {value || '—'}
        </Typography>
      ))}
      <Box sx={{ mt: 1 }}>
        {document ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<BadgeOutlinedIcon />}
            onClick={() => setShown(document)}
            data-testid="review-beneficiary-document"
          >
            Ver documento de identidad
          </Button>
        ) : documents.isPending ? null : (
          <Alert severity="warning" sx={{ py: 0 }}>
            No encontramos el documento de identidad adjunto.
          </Alert>
        )}
      </Box>
      {shown && (
        <DocumentViewerDialog
          onboardingId={onboardingId}
          document={shown}
          downloading={downloading}
          downloadError={downloadError}
          onDownload={() => void download(shown)}
          onClose={() => setShown(null)}
        />
      )}
    </Paper>
  );
}
