import { homePathFor } from '@invierte/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useProfileMe } from '../../../lib/session-api/profile-me';
import { useFeedbackForm } from '../hooks/use-feedback-form';
import { FeedbackForm } from './FeedbackForm';

/** The onboarding step the form returns to when it was opened from an onboarding (requirements R2). */
const onboardingReturn = (id: string) => `/onboarding/${encodeURIComponent(id)}/step-1/date-and-place-birth`;

/** /feedback: the feedback form as a page; sending leads to /feedback/feedback-fin. */
export default function FeedbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useProfileMe();
  const onboardingId = params.get('onboarding');
  const state = useFeedbackForm({
    operationNumber: params.get('operationNumber') ?? undefined,
    onSent: () => navigate('/feedback/feedback-fin', { replace: true }),
    onLeave: () => navigate(onboardingId ? onboardingReturn(onboardingId) : user ? homePathFor(user) : '/'),
  });
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Envíanos tu feedback
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Cuéntanos qué podemos mejorar o qué problema encontraste. Puedes adjuntar capturas de pantalla.
      </Typography>
      <FeedbackForm state={state} />
    </Box>
  );
}
