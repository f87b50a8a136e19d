import { adminProfileBody, type AdminProfileView, type AdminRoleCode } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useAdminRoles } from '../api/list-admin-roles';
import { useSaveAdminProfile } from '../api/save-admin-profile';

const schema = adminProfileBody.omit({ profileId: true });

/**
 * Creates a profile or edits one: its name, what it is for, and the roles it combines, with what
 * they allow together shown before saving. Whoever holds it gets the change on their next action.
 */
export function ProfileDialog({ profile, onClose }: { profile?: AdminProfileView; onClose: () => void }) {
  const roles = useAdminRoles();
  const save = useSaveAdminProfile();
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: profile?.name ?? '',
      description: profile?.description ?? '',
      roles: (profile?.roles ?? []).map((r) => r.code),
    },
  });
  const chosen = useWatch({ control: form.control, name: 'roles' });
  const allowed = new Map<string, string>();
  for (const role of roles.data ?? [])
    if (chosen.includes(role.code)) for (const p of role.permissions) allowed.set(p.permission, p.meaning);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...(profile ? { profileId: profile.id } : {}), ...values });
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['name', 'description', 'roles']);
    }
  });

  return (
    <FormDialog
      title={profile ? `Editar el perfil ${profile.name}` : 'Nuevo perfil'}
      width={560}
      onClose={onClose}
      pending={save.isPending}
      submitLabel="Guardar"
      onSubmit={() => void onSubmit()}
      submitTestId="profile-save"
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1, textAlign: 'left' }}>
        {profile && profile.adminCount > 0 && (
          <Alert severity="info">
            {profile.adminCount === 1
              ? 'Un administrador tiene'
              : `${profile.adminCount} administradores tienen`}{' '}
            este perfil: el cambio les aplica desde su próxima acción.
          </Alert>
        )}
        <FormTextField control={form.control} name="name" label="Nombre" testId="profile-name" />
        <FormTextField
          control={form.control}
          name="description"
          label="Para quién es (opcional)"
          multiline
          minRows={2}
          testId="profile-description"
        />
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            Roles
          </Typography>
          {roles.isPending ? (
            <Skeleton variant="rounded" height={160} />
          ) : roles.isError ? (
            <Alert severity="error">{errorMessageOf(roles.error)}</Alert>
          ) : (
            <Controller
              control={form.control}
              name="roles"
              render={({ field, fieldState }) => (
                <>
                  {roles.data.map((role) => (
                    <FormControlLabel
                      key={role.code}
                      sx={{ display: 'flex', alignItems: 'flex-start', mb: 0.5 }}
                      control={
                        <Checkbox
                          size="small"
                          checked={field.value.includes(role.code)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...field.value, role.code]
                                : field.value.filter((c: AdminRoleCode) => c !== role.code),
                            )
                          }
                          slotProps={{ input: { 'data-testid': `profile-role-${role.code}` } as object }}
                        />
                      }
                      label={
                        <Box sx={{ pt: 0.75 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {role.name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {role.description}
                          </Typography>
                        </Box>
                      }
                    />
                  ))}
                  {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                </>
              )}
            />
          )}
        </Box>
        {allowed.size > 0 && (
          <Box data-testid="profile-allows">
            <Typography variant="subtitle2">Con este perfil se puede:</Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
              {[...allowed.values()].map((meaning) => (
                <Typography component="li" variant="body2" key={meaning}>
                  {meaning}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
        {save.isError && !Object.keys(form.formState.errors).length && (
          <Alert severity="error" data-testid="profile-error">
            {errorMessageOf(save.error)}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
