import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { approachContent, approachSteps, type ApproachStep } from '../content';

const stepOf = (pathname: string): ApproachStep =>
  approachSteps.find((step) => pathname.endsWith(`/${step}`)) ?? 'one';

/** One page of the first-login introduction, with its progress and the way back and forward. */
export default function ApproachPage() {
  const step = stepOf(useLocation().pathname);
  const index = approachSteps.indexOf(step);
  const page = approachContent[step];
  const previous = approachSteps[index - 1];
  const next = approachSteps[index + 1];
  const number = index + 1;

  return (
    <Stack spacing={3} component="article" aria-labelledby="approach-title">
      <Stack spacing={1}>
        <Typography variant="overline" color="text.secondary" data-testid="approach-progress">
          Paso {number} de {approachSteps.length}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(number / approachSteps.length) * 100}
          aria-label={`Paso ${number} de ${approachSteps.length}`}
        />
      </Stack>
      <Typography id="approach-title" variant="h4" component="h1">
        {page.title}
      </Typography>
      {page.paragraphs.map((text) => (
        <Typography key={text}>{text}</Typography>
      ))}
      <Typography component={step === 'four' ? 'ol' : 'ul'} sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        {page.points.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        {previous ? (
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/approach/${previous}`}
            data-testid="approach-prev"
          >
            Anterior
          </Button>
        ) : (
          <Button variant="outlined" disabled data-testid="approach-prev">
            Anterior
          </Button>
        )}
        <Button
          variant="contained"
          component={RouterLink}
          to={next ? `/approach/${next}` : '/questions/one'}
          data-testid="approach-next"
        >
          {next ? 'Siguiente' : 'Responder las preguntas'}
        </Button>
      </Stack>
    </Stack>
  );
}
