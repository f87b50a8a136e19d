import type { AdminUserItem } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { useUserAnswers } from '../api/get-user-answers';
import { fullName } from './user-name';

const investorProfiles: Record<string, string> = {
  CONSERVADOR: 'Conservador',
  MODERADO: 'Moderado',
  ARRIESGADO: 'Arriesgado',
};

/** What a user answered in the first-login suitability questionnaire and the profile it gave. */
export function AnswersDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const answers = useUserAnswers(user.id);
  const questionnaire = answers.data?.items[0];
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Cuestionario de perfil"
      actions={
        <Button variant="contained" onClick={onClose} data-testid="answers-close">
          Entendido
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 600 }}>{fullName(user) || user.email}</Typography>
      {answers.isPending && <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />}
      {answers.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(answers.error)}
        </Alert>
      )}
      {answers.data && !questionnaire && (
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="answers-none">
          Aún no respondió el cuestionario.
        </Typography>
      )}
      {questionnaire && (
        <Stack spacing={1.5} sx={{ mt: 1, textAlign: 'left' }} data-testid="answers">
          <Typography variant="body2" color="text.secondary">
            {questionnaire.investorProfile
              ? `Perfil de inversionista: ${investorProfiles[questionnaire.investorProfile] ?? questionnaire.investorProfile}`
              : 'Cuestionario sin terminar.'}
          </Typography>
          {questionnaire.answers.map((a) => (
            <div key={a.questionKey}>
              <Typography variant="body2" color="text.secondary">
                {a.question}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {a.answer}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
    </AppDialog>
  );
}
