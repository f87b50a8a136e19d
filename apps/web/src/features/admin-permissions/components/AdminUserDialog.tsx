import type { AdminUserView } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useAdminProfiles } from '../api/list-admin-profiles';
import { useSaveAdminUser } from '../api/save-admin-user';

const schema = z.object({
  email: z.string().trim(),
  profileId: z.string().min(1, 'Elige un perfil.'),
});
const addSchema = schema.extend({
  email: z
    .string()
    .trim()
    .min(1, 'Ingresa el correo de la persona.')
    .pipe(z.email('Ingresa un correo válido.')),
});

/**
 * Gives an existing account access to the back office with a profile (`admin` absent), or changes an
 * administrator's profile. The chosen profile's roles are shown before saving.
 */
export function AdminUserDialog({ admin, onClose }: { admin?: AdminUserView; onClose: () => void }) {
  const profiles = useAdminProfiles();
  const save = useSaveAdminUser();
  const form = useForm({
    resolver: zodResolver(admin ? schema : addSchema),
    defaultValues: { email: '', profileId: admin?.profile?.id ?? '' },
  });
  const profileId = useWatch({ control: form.control, name: 'profileId' });
  const chosen = profiles.data?.find((p) => p.id === profileId);

  const onSubmit = form.handleSubmit(async ({ email, profileId: id }) => {
    try {
      await save.mutateAsync(admin ? { userId: admin.userId, profileId: id } : { email, profileId: id });
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['email', 'profileId']);
    }
  });

  return (
    <FormDialog
      title={admin ? 'Cambiar el perfil' : 'Agregar un administrador'}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={admin ? 'Guardar' : 'Dar acceso'}
      onSubmit={() => void onSubmit()}
      submitTestId="admin-user-save"
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1 }}>
        {admin ? (
          <Typography>
            {admin.fullName} ({admin.email})
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              La persona debe tener una cuenta registrada. Desde su próxima acción verá el back office con lo
              que permita el perfil.
            </Typography>
            <FormTextField
              control={form.control}
              name="email"
              label="Correo de la cuenta"
              type="email"
              autoComplete="off"
              testId="admin-user-email"
            />
          </>
        )}
        <FormTextField
          control={form.control}
          name="profileId"
          label="Perfil"
          nativeSelect
          disabled={!profiles.data}
          testId="admin-user-profile"
        >
          <option value="">{profiles.data ? 'Elige un perfil' : 'Cargando perfiles…'}</option>
          {profiles.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </FormTextField>
        {chosen && (
          <Typography variant="body2" color="text.secondary" data-testid="admin-user-profile-roles">
            Roles: {chosen.roles?.map((r) => r.name).join(', ') || 'ninguno'}
          </Typography>
        )}
        {profiles.isError && <Alert severity="error">{errorMessageOf(profiles.error)}</Alert>}
        {save.isError && !Object.keys(form.formState.errors).length && (
          <Alert severity="error" data-testid="admin-user-error">
            {errorMessageOf(save.error)}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
