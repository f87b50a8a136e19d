import {
  nextStep1Route,
  onboardingPartContracts,
  previousStep1Route,
  type OnboardingInfo,
  type Step1Context,
} from '@invierte/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ApiError, fieldErrorsOf } from '../../../lib/api-client';
import { useNavigateWhileMounted } from '../../../lib/use-navigate-while-mounted';
import { onboardingInfoKey } from '../api/get-onboarding-info';
import { useSaveOnboardingPart } from '../api/save-onboarding-part';
import { ChangedElsewhereAlert, type ChangedElsewhereStage } from './ChangedElsewhereAlert';
import { clearDraft, readDraft, writeDraft } from './drafts';
import {
  emptyValues,
  mergeValues,
  namesOf,
  partResolver,
  withPlaceParents,
  type FormValues,
  type ScreenContext,
  type Step1ScreenDef,
} from './form-model';
import { PartField } from '../../../components/part-form/PartField';

const GenericErrorDialog = lazy(() => import('../../../components/GenericErrorDialog'));

/** The conditional screens' answers, read from the saved parts (the domain's Step1Context). */
export function step1ContextOf(info: OnboardingInfo): Step1Context {
  return {
    resourceHolder: info.parts.resourceHolder?.holder,
    accountType: info.parts.accountType?.accountType,
    institutionalProduct: info.product.isInstitutional,
    hasBankAccounts: info.screens.some((s) => s.route === 'select-bank-account'),
  };
}

export const step1Path = (onboardingId: string, route: string) =>
  `/onboarding/${encodeURIComponent(onboardingId)}/step-1/${route}`;

function initialValues(def: Step1ScreenDef, context: ScreenContext, onboardingId: string): FormValues {
  const saved = context.info.parts[def.part];
  const fromSaved = saved && (def.fromSaved ? def.fromSaved(saved) : (saved as FormValues));
  const fromProfile = (
    context.customer?.sections as Record<string, { data: FormValues } | null> | undefined
  )?.[def.part]?.data;
  // Order: empty inputs < account or product defaults < the profile's section < what was saved < what
  // was typed and not saved.
  return withPlaceParents(
    mergeValues(
      emptyValues(def.fields),
      def.initial?.(context),
      fromProfile,
      fromSaved,
      readDraft(onboardingId, def.route),
    ),
    def.fields,
  );
}

/** A server answer that names fields outside this form is not about them. */
function knownField(name: string, names: ReadonlySet<string>, arrays: readonly string[]): boolean {
  return names.has(name) || arrays.some((array) => name.startsWith(`${array}.`) || name === array);
}

interface Step1FormScreenProps {
  def: Step1ScreenDef;
  onboardingId: string;
  context: ScreenContext;
}

/**
 * One step-1 screen from its declaration: the form over the part's shared schema, "Atrás" to the
 * previous screen of this onboarding, "Continuar" saves the part and goes to the next one (or on to
 * step 2). On a refusal the input stays: field errors next to their fields, a state refusal as its
 * message, anything else the generic error dialog. A save refused because another tab or device
 * saved first offers to load that newer version, keeping what was typed here to be saved over it.
 */
export function Step1FormScreen({ def, onboardingId, context }: Step1FormScreenProps) {
  const navigate = useNavigateWhileMounted();
  const save = useSaveOnboardingPart();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState<ChangedElsewhereStage | null>(null);
  const [genericError, setGenericError] = useState(false);
  const schema = onboardingPartContracts[def.part].schema;
  // The product (its minimum) may arrive after the form was built: the check reads the latest.
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });
  const resolver = useMemo(
    () => partResolver(schema, def.fields, (values) => def.check?.(values, contextRef.current) ?? null),
    [schema, def],
  );
  const form = useForm<FormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialValues(def, context, onboardingId),
  });
  const values = useWatch({ control: form.control }) as FormValues;

  useEffect(() => {
    const subscription = form.watch((current) => writeDraft(onboardingId, def.route, current as FormValues));
    return () => subscription.unsubscribe();
  }, [form, onboardingId, def.route]);

  const step1Context = step1ContextOf(context.info);
  const previous = previousStep1Route(def.route, step1Context);
  const fieldNames = useMemo(() => new Set(def.fields.flatMap(namesOf)), [def.fields]);
  const arrayFields = def.fields.flatMap((f) => (f.kind === 'relatives' ? [f.name] : []));

  const onSubmit = form.handleSubmit(async (parsed) => {
    setRefusal(null);
    setChangedElsewhere(null);
    try {
      const info = await save.mutateAsync({
        onboardingId,
        part: def.part,
        values: def.toBody ? def.toBody(parsed) : parsed,
        version: contextRef.current.info.version,
      });
      clearDraft(onboardingId, def.route);
      await def.afterSave?.(onboardingId).catch(() => undefined);
      // The saved answer may open or close screens (someone else's money, mancomunada).
      const next = nextStep1Route(def.route, step1ContextOf(info));
      void navigate(next ? step1Path(onboardingId, next) : info.next.path);
    } catch (error) {
      let placed = 0;
      for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
        if (!knownField(name, fieldNames, arrayFields)) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      if (placed > 0) return;
      // A 500 already opened the global error dialog; the draft survives its reload.
      if (error instanceof ApiError && error.kind === 'server') return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 400) {
        setRefusal(error.message);
        if (error.code === 'ONBOARDING_CHANGED') setChangedElsewhere('refused');
      } else setGenericError(true);
    }
  });

  // The newer version replaces the cached info (its version, the parts other screens show); the form
  // keeps this screen's input, which the next "Continuar" saves over that version.
  async function reloadInfo() {
    setChangedElsewhere('reloading');
    try {
      await queryClient.refetchQueries({ queryKey: onboardingInfoKey(onboardingId) }, { throwOnError: true });
      setChangedElsewhere('reloaded');
    } catch (error) {
      setChangedElsewhere('refused');
      // As for a save: a 500 already opened the global error dialog.
      if (!(error instanceof ApiError && error.kind === 'server')) setGenericError(true);
    }
  }

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-labelledby="step1-title">
        <div>
          <Typography id="step1-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {def.title}
          </Typography>
          {def.intro && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {def.intro}
            </Typography>
          )}
        </div>
        <Grid container spacing={2.5}>
          {def.fields.map((field, index) =>
            field.when && !field.when(values) ? null : (
              <Grid
                key={field.kind === 'custom' ? field.key : `${field.kind}-${index}`}
                size={{ xs: 12, sm: field.half ? 6 : 12 }}
              >
                <PartField spec={field} values={values} context={context} />
              </Grid>
            ),
          )}
        </Grid>
        {changedElsewhere ? (
          <ChangedElsewhereAlert
            message={refusal ?? ''}
            stage={changedElsewhere}
            onReload={() => void reloadInfo()}
          />
        ) : (
          refusal && (
            <Alert severity="error" data-testid="step1-refusal">
              {refusal}
            </Alert>
          )
        )}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', pt: 1 }}
        >
          {previous ? (
            <Button
              component={RouterLink}
              to={step1Path(onboardingId, previous)}
              startIcon={<ArrowBackIcon />}
              size="large"
              data-testid="step1-back"
            >
              Atrás
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
            sx={{ minWidth: { sm: 200 } }}
            data-testid="step1-continue"
          >
            {form.formState.isSubmitting ? 'Guardando…' : 'Continuar'}
          </Button>
        </Stack>
      </Stack>
      {genericError && (
        <Suspense fallback={null}>
          <GenericErrorDialog
            open
            onRetry={() => setGenericError(false)}
            onExit={() => void navigate('/portafolio')}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}
