import { suitabilityQuestions, type SuitabilityQuestion } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { errorMessageOf } from '../../../lib/api-client';
import { useAnswerQuestion } from '../api/answer-question';
import { useQuestionProgress } from '../api/question-progress';
import { QuestionResult } from './QuestionResult';

const TOTAL = suitabilityQuestions.length;

function questionAt(pathname: string): { question: SuitabilityQuestion; index: number } {
  const index = suitabilityQuestions.findIndex((q) => pathname.endsWith(`/${q.step}`));
  return { question: suitabilityQuestions[Math.max(index, 0)]!, index: Math.max(index, 0) };
}

function QuestionForm({
  question,
  index,
  saved,
}: {
  question: SuitabilityQuestion;
  index: number;
  saved: string | undefined;
}) {
  const navigate = useNavigate();
  const answer = useAnswerQuestion();
  const [choice, setChoice] = useState(saved ?? '');
  const previous = suitabilityQuestions[index - 1];
  const next = suitabilityQuestions[index + 1];
  const labelId = `question-${question.key}`;

  const submit = () =>
    answer.mutate(
      { questionKey: question.key, answerKey: choice },
      // After the sixth answer the page re-renders with the result (the progress is now complete).
      { onSuccess: () => next && navigate(`/questions/${next.step}`) },
    );

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) submit();
      }}
    >
      <Stack spacing={1}>
        <Typography variant="overline" color="text.secondary" data-testid="question-progress">
          Pregunta {index + 1} de {TOTAL}
        </Typography>
        <LinearProgress variant="determinate" value={((index + 1) / TOTAL) * 100} aria-hidden />
      </Stack>
      <FormControl>
        <FormLabel id={labelId} sx={{ mb: 2, '&.Mui-focused': { color: 'inherit' } }}>
          <Typography variant="h5" component="h1" color="text.primary">
            {question.title}
          </Typography>
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.key}
              value={option.key}
              control={<Radio />}
              label={option.text}
              data-testid={`question-option-${option.key}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {answer.isError && <Alert severity="error">{errorMessageOf(answer.error)}</Alert>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          component={RouterLink}
          to={previous ? `/questions/${previous.step}` : '/approach/four'}
          data-testid="question-prev"
        >
          Anterior
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!choice || answer.isPending}
          data-testid="question-next"
        >
          Siguiente
        </Button>
      </Stack>
    </Stack>
  );
}

/** /questions/one…six: one question of the investor profile per page; the sixth shows the result. */
export default function QuestionPage() {
  const { question, index } = questionAt(useLocation().pathname);
  const progress = useQuestionProgress();

  if (progress.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando" />
      </Stack>
    );
  }
  if (progress.isError) {
    return (
      <MessagePanel
        title="No pudimos cargar tus respuestas"
        actions={
          <Button variant="contained" onClick={() => void progress.refetch()}>
            Volver a intentar
          </Button>
        }
      >
        {errorMessageOf(progress.error)}
      </MessagePanel>
    );
  }

  const { answers, completed, investorProfile, nextStep } = progress.data;
  if (completed && investorProfile) {
    return question.step === 'six' ? (
      <QuestionResult profile={investorProfile} />
    ) : (
      <Navigate to="/questions/six" replace />
    );
  }
  // Questions are answered in order: an earlier unanswered one comes first.
  const firstOpen = suitabilityQuestions.findIndex((q) => q.step === nextStep);
  if (firstOpen >= 0 && firstOpen < index) return <Navigate to={`/questions/${nextStep}`} replace />;

  return <QuestionForm key={question.key} question={question} index={index} saved={answers[question.key]} />;
}
