import { formatPercent, step1ScreensFor, type OnboardingInfo, type Step1Section } from '@invierte/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { step1ContextOf, step1Path } from '../step1/Step1FormScreen';

export const sectionLabels: Record<Step1Section, string> = {
  'personal-information': 'Datos personales',
  'date-and-place-birth': 'Nacimiento',
  residence: 'Domicilio',
  ocupation: 'Ocupación',
  political: 'Persona expuesta políticamente',
  'resource-holder': 'Origen del dinero',
  'beneficiary-info-final': 'Beneficiario final',
  'account-type': 'Tipo de cuenta',
  'institutional-investment': 'Inversionista institucional',
  investment: 'Monto a invertir',
  'bank-account': 'Cuenta bancaria',
};

const steps = [
  ['Paso 1', 'Datos'],
  ['Paso 2', 'Contrato'],
  ['Paso 3', 'Depósito'],
] as const;

interface Section {
  section: Step1Section;
  firstRoute: string;
  saved: boolean;
  current: boolean;
}

function sectionsOf(info: OnboardingInfo, route: string): Section[] {
  const saved = new Set(info.screens.filter((s) => s.saved).map((s) => s.part));
  const out: Section[] = [];
  for (const screen of step1ScreensFor(step1ContextOf(info))) {
    const last = out.at(-1);
    const isCurrent = screen.route === route;
    if (last?.section === screen.section) {
      last.saved &&= saved.has(screen.part);
      last.current ||= isCurrent;
    } else
      out.push({
        section: screen.section,
        firstRoute: screen.route,
        saved: saved.has(screen.part),
        current: isCurrent,
      });
  }
  return out;
}

/**
 * The onboarding's frame: the three steps, the progress of requirements R3 `percentage`, and step 1's
 * sections (saved ones can be revisited). The screen goes in the card.
 */
export function OnboardingFrame({
  info,
  route,
  step = 0,
  contractSigned = false,
  children,
}: {
  info: OnboardingInfo;
  route: string;
  step?: 0 | 1 | 2;
  /** The contract is signed (the signing view may know before the onboarding's info is read again). */
  contractSigned?: boolean;
  children: ReactNode;
}) {
  const signed =
    contractSigned || info.keynuaContractState === 'SIGNED' || info.keynuaContractState === 'APPROVED';
  const sections = sectionsOf(info, route);
  const currentIndex = sections.findIndex((s) => s.current);
  const current = sections[currentIndex];
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        Tu inversión en {info.product.name}
      </Typography>
      <Stepper
        activeStep={step}
        alternativeLabel
        sx={{ my: { xs: 1.5, md: 2 } }}
        data-testid="onboarding-stepper"
      >
        {steps.map(([label, name], index) => (
          <Step
            key={label}
            completed={index < step || (index === 0 && info.step1Complete) || (index === 1 && signed)}
          >
            <StepLabel
              optional={
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', textAlign: 'center' }}
                >
                  {label}
                </Typography>
              }
            >
              {name}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: { xs: 2, md: 3 } }}>
        <LinearProgress
          variant="determinate"
          value={info.percentage}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
          aria-label="Avance de tu solicitud"
        />
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, minWidth: 48 }}
          data-testid="onboarding-percentage"
        >
          {formatPercent(String(info.percentage))}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="nav"
          aria-label="Secciones"
          sx={{ p: 1, display: { xs: 'none', md: 'block' } }}
        >
          {sections.map((s) => {
            const label = sectionLabels[s.section];
            const icon = s.saved ? (
              <CheckCircleIcon color="success" fontSize="small" />
            ) : (
              <RadioButtonUncheckedIcon color={s.current ? 'primary' : 'disabled'} fontSize="small" />
            );
            return (
              <Stack
                key={s.section}
                direction="row"
                spacing={1.25}
                sx={{
                  alignItems: 'center',
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  bgcolor: s.current ? 'action.selected' : undefined,
                }}
                aria-current={s.current ? 'step' : undefined}
              >
                {icon}
                {s.saved && !s.current ? (
                  <Link
                    component={RouterLink}
                    to={step1Path(info._id, s.firstRoute)}
                    underline="hover"
                    color="text.primary"
                  >
                    {label}
                  </Link>
                ) : (
                  <Typography
                    sx={{ fontWeight: s.current ? 700 : 400 }}
                    color={s.current ? 'text.primary' : 'text.secondary'}
                  >
                    {label}
                  </Typography>
                )}
              </Stack>
            );
          })}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
          {current && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { md: 'none' }, mb: 1 }}
              component="p"
              data-testid="onboarding-section-count"
            >
              Sección {currentIndex + 1} de {sections.length} · {sectionLabels[current.section]}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
