import type { SigningDocument, SigningView } from '@invierte/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { WaitingNotice } from '../../../components/WaitingNotice';
import { errorMessageOf } from '../../../lib/api-client';
import { useOnboardingInfo } from '../api/get-onboarding-info';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { OnboardingLoading } from '../components/Step1Page';
import { useCreateContract } from './api/create-contract';
import { useSigning } from './api/get-signing';
import { DocumentList } from './DocumentList';
import { limaDateTime, saveDocument, viewDocument } from './document-files';
import { GeneratingDocumentsLoader } from './GeneratingDocumentsLoader';
import { SignForm } from './SignForm';

const needsGeneration = (v: SigningView) =>
  v.state === 'PENDING_SIGNATURE' && (v.contractState !== 'GENERATED' || v.documents.length === 0);

function SignedPanel({ view }: { view: SigningView }) {
  const signedAt = view.signature?.signedAt
    ? ` el ${limaDateTime(view.signature.signedAt)} (hora de Lima)`
    : '';
  // Once the back office approved the signature the next step is hers: the deposit.
  if (view.contractState === 'APPROVED')
    return (
      <Alert
        severity="success"
        icon={<CheckCircleOutlineIcon />}
        sx={{ mb: 3 }}
        data-testid="signed-state"
        action={
          <Button
            component={RouterLink}
            to={`/onboarding/${encodeURIComponent(view.onboardingId)}/step-3/deposit`}
            color="inherit"
            size="small"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            Hacer mi depósito
          </Button>
        }
      >
        <Typography sx={{ fontWeight: 700 }}>Firma aprobada</Typography>
        <Typography variant="body2">
          Firmaste tus documentos{signedAt} y aprobamos tu firma. Ya puedes hacer tu depósito.
        </Typography>
      </Alert>
    );
  return (
    <Alert severity="success" icon={<CheckCircleOutlineIcon />} sx={{ mb: 3 }} data-testid="signed-state">
      <Typography sx={{ fontWeight: 700 }}>Contrato firmado; en revisión</Typography>
      <Typography variant="body2">
        Firmaste tus documentos{signedAt}. Nuestro equipo los revisará y te avisaremos por correo y en tus
        alertas cuando puedas hacer tu depósito. Te enviamos una copia con la constancia de firma.
      </Typography>
      <WaitingNotice notice="SIGNATURE_REVIEW" />
    </Alert>
  );
}

/** /onboarding/{id}/step-2/documents: requirements R2 step 2. Generate, read, accept and sign the contract. */
export default function DocumentsPage() {
  const { idOnboarding = '' } = useParams();
  const info = useOnboardingInfo(idOnboarding);
  const signing = useSigning(idOnboarding);
  const create = useCreateContract(idOnboarding);
  const started = useRef(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const view = signing.data;
  const mustGenerate = view ? needsGeneration(view) : false;
  useEffect(() => {
    if (mustGenerate && !started.current) {
      started.current = true;
      create.mutate();
    }
  }, [mustGenerate, create]);

  if (info.isPending || signing.isPending) return <OnboardingLoading />;
  if (info.isError || signing.isError || create.isError)
    return (
      <MessagePanel
        title="No pudimos preparar tus documentos"
        actions={
          <Button
            component={RouterLink}
            to={`/onboarding/${encodeURIComponent(idOnboarding)}`}
            variant="contained"
          >
            Volver a mi solicitud
          </Button>
        }
      >
        {errorMessageOf(info.error ?? signing.error ?? create.error)}
      </MessagePanel>
    );
  if (!view) return <OnboardingLoading />;
  if (mustGenerate || create.isPending) return <GeneratingDocumentsLoader />;
  if (view.state === 'IN_PROGRESS')
    return (
      <MessagePanel
        title="Aún faltan datos"
        actions={
          <Button
            component={RouterLink}
            to={`/onboarding/${encodeURIComponent(idOnboarding)}`}
            variant="contained"
          >
            Completar mis datos
          </Button>
        }
      >
        Completa el paso 1 para que podamos generar tu contrato.
      </MessagePanel>
    );

  const signed = view.signature?.status === 'SIGNED';
  const run = (action: (onboardingId: string, fileId: string) => Promise<void>) => (doc: SigningDocument) => {
    setFileError(null);
    action(view.onboardingId, doc.id).catch((e: unknown) => setFileError(errorMessageOf(e)));
  };

  return (
    <OnboardingFrame info={info.data} route="documents" step={1} contractSigned={signed}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
          {signed ? 'Tus documentos firmados' : 'Revisa y firma tus documentos'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {signed
            ? 'Puedes descargarlos cuando quieras, junto con la constancia de firma.'
            : `Generamos tu contrato de participación en ${info.data.product.name} y sus anexos con los datos que registraste. Léelos antes de firmar.`}
        </Typography>
        {signed && <SignedPanel view={view} />}
        {fileError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {fileError}
          </Alert>
        )}
        <DocumentList documents={view.documents} onView={run(viewDocument)} onDownload={run(saveDocument)} />
        {!signed && view.state === 'PENDING_SIGNATURE' && (
          <>
            <Divider sx={{ my: 3 }} />
            <SignForm view={view} />
          </>
        )}
        {signed && (
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/portafolio" variant="contained">
              Ir a mi portafolio
            </Button>
          </Stack>
        )}
      </Box>
    </OnboardingFrame>
  );
}
