import { profileSectionContracts, type CustomerProfile } from '@invierte/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  emptyValues,
  mergeValues,
  namesOf,
  partResolver,
  withPlaceParents,
  type FormValues,
} from '../../../components/part-form/form-model';
import { PartField } from '../../../components/part-form/PartField';
import { ApiError, errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { useUpdateProfileSection } from '../api/update-profile-section';
import type { ProfileSectionDef } from '../sections';

interface Props {
  def: ProfileSectionDef;
  profile: CustomerProfile;
  backTo: string;
}

/**
 * One profile section from its declaration: the shared part fields over the part's schema, "Guardar"
 * sends PATCH /api/customers/<section>. On a refusal the input stays: field errors next to their
 * fields, anything else as a message above the buttons.
 */
export function ProfileSectionForm({ def, profile, backTo }: Props) {
  const save = useUpdateProfileSection();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = profileSectionContracts[def.section].schema;
  const resolver = useMemo(() => partResolver(schema, def.fields, () => null), [schema, def]);
  const stored = profile.sections[def.section];
  const form = useForm<FormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: withPlaceParents(
      mergeValues(emptyValues(def.fields), def.initial?.(profile), stored?.data),
      def.fields,
    ),
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const names = useMemo(() => new Set(def.fields.flatMap(namesOf)), [def.fields]);

  const onSubmit = form.handleSubmit(async (parsed) => {
    setSaved(false);
    setFailure(null);
    try {
      await save.mutateAsync({ section: def.section, values: parsed });
      setSaved(true);
    } catch (error) {
      let placed = 0;
      for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
        if (!names.has(name)) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      if (placed === 0 && !(error instanceof ApiError && error.kind === 'server'))
        setFailure(errorMessageOf(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={3}
        aria-labelledby="profile-section-title"
      >
        <div>
          <Typography id="profile-section-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {def.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {def.intro}
          </Typography>
          {stored?.source === 'ONBOARDING' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Estos datos vienen de tu última solicitud aprobada. Si los cambias aquí, tus contratos firmados
              no se modifican.
            </Typography>
          )}
        </div>
        <Grid container spacing={2.5}>
          {def.fields.map((field, index) =>
            field.when && !field.when(values) ? null : (
              <Grid key={`${field.kind}-${index}`} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
                <PartField spec={field} values={values} context={undefined} />
              </Grid>
            ),
          )}
        </Grid>
        {saved && (
          <Alert severity="success" data-testid="profile-saved" onClose={() => setSaved(false)}>
            Tus datos se guardaron.
          </Alert>
        )}
        {failure && (
          <Alert severity="error" data-testid="profile-failure">
            {failure}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between' }}
        >
          <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} size="large">
            Volver a mi perfil
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
            sx={{ minWidth: { sm: 200 } }}
            data-testid="profile-save"
          >
            {form.formState.isSubmitting ? 'Guardando…' : 'Guardar'}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
