import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { approachContent, approachSteps } from '../content';

interface ApproachTourProps {
  /** Called when the person follows the link into the full tour (e.g. to close the dialog). */
  onOpenTour?: () => void;
}

/**
 * The four pages of /approach in a compact stepper: what the welcoming dialog shows when no tutorial
 * video is configured. Each page shows its key points; the full text is one link away.
 */
export default function ApproachTour({ onOpenTour }: ApproachTourProps) {
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const step = approachSteps[index] ?? 'one';
  const page = approachContent[step];
  const number = index + 1;
  const last = approachSteps.length - 1;

  return (
    <Stack spacing={1.5} sx={{ textAlign: 'left' }} data-testid="approach-tour">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, textAlign: 'center' }}>
        Conoce cómo invertir en {approachSteps.length} pasos
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={titleId}
        aria-live="polite"
        // From sm up every page fits one height, so the buttons below stay under the pointer.
        sx={{ p: { xs: 2, sm: 2.5 }, minHeight: { sm: 300 } }}
      >
        <Typography variant="overline" color="text.secondary" data-testid="approach-tour-progress">
          Paso {number} de {approachSteps.length}
        </Typography>
        <Typography id={titleId} variant="h6" component="h4" sx={{ mb: 1 }}>
          {page.title}
        </Typography>
        <Box
          component={step === 'four' ? 'ol' : 'ul'}
          sx={{ pl: 2.5, m: 0, color: 'text.secondary', '& li': { mb: 0.75 } }}
        >
          {page.points.map((text) => (
            <Typography component="li" variant="body2" key={text}>
              {text}
            </Typography>
          ))}
        </Box>
      </Paper>
      <MobileStepper
        variant="dots"
        steps={approachSteps.length}
        activeStep={index}
        position="static"
        sx={{ bgcolor: 'transparent', px: 0 }}
        backButton={
          <Button
            size="small"
            onClick={() => setIndex(index - 1)}
            disabled={index === 0}
            startIcon={<KeyboardArrowLeftIcon />}
            data-testid="approach-tour-prev"
          >
            Anterior
          </Button>
        }
        nextButton={
          <Button
            size="small"
            onClick={() => setIndex(index + 1)}
            disabled={index === last}
            endIcon={<KeyboardArrowRightIcon />}
            data-testid="approach-tour-next"
          >
            Siguiente
          </Button>
        }
      />
      <Link
        component={RouterLink}
        to={`/approach/${step}`}
        onClick={onOpenTour}
        sx={{ alignSelf: 'center' }}
        data-testid="approach-tour-open"
      >
        Ver el recorrido completo
      </Link>
    </Stack>
  );
}
