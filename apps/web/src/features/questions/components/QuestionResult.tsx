import { homePathFor, investorProfileLabels, type InvestorProfile } from '@invierte/domain';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { errorMessageOf } from '../../../lib/api-client';
import { refreshProfileMe } from '../../../lib/session-api/profile-me';

export const profileExplanations: Record<InvestorProfile, string> = {
  CONSERVADOR:
    'Priorizas proteger tu dinero antes que buscar la mayor rentabilidad. Te convienen inversiones de menor variación y plazos cortos o medianos, manteniendo una parte de tu patrimonio disponible.',
  MODERADO:
    'Buscas un equilibrio entre seguridad y rentabilidad. Aceptas variaciones moderadas del valor cuota a cambio de un mejor rendimiento en el mediano plazo.',
  ARRIESGADO:
    'Buscas la mayor rentabilidad posible y toleras variaciones importantes del valor cuota. Piensas en el largo plazo y puedes mantener tu inversión en los momentos de baja.',
};

/** The questionnaire's outcome. The profile is fetched again: the first login has just ended. */
export function QuestionResult({ profile }: { profile: InvestorProfile }) {
  const navigate = useNavigate();
  const proceed = useMutation({
    mutationFn: refreshProfileMe,
    onSuccess: (user) => navigate(homePathFor(user), { replace: true }),
  });
  return (
    <MessagePanel
      icon={<EmojiEventsIcon />}
      title={`Tu perfil de inversionista es: ${investorProfileLabels[profile]}`}
      actions={
        <Button
          variant="contained"
          size="large"
          onClick={() => proceed.mutate()}
          disabled={proceed.isPending}
          data-testid="result-continue"
        >
          Ir a mi portafolio
        </Button>
      }
    >
      <span data-testid="question-result">{profileExplanations[profile]}</span>
      {proceed.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(proceed.error)}
        </Alert>
      )}
    </MessagePanel>
  );
}
