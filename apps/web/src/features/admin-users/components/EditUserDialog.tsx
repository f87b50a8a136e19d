import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminUserEditForm,
  type AdminUserEditForm,
  type AdminUserItem,
  type AdminUserUpdateRequest,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/admin/FormDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { adminUsersKey } from '../api/keys';
import { updateUser } from '../api/update-user';

const fields = ['name', 'lastName', 'secondLastName', 'email', 'profile', 'affluent'] as const;

/**
 * Corrects what an administrator may change of an investor: names, e-mail, profile and the affluent
 * flag. Only what changed is sent; the document and what they signed cannot be changed here.
 */
export function EditUserDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const client = useQueryClient();
  const initial: AdminUserEditForm = {
    name: user.name,
    lastName: user.lastName,
    secondLastName: user.secondLastName,
    email: user.email,
    profile: user.profile === 'PARTICIPE' ? 'PARTICIPE' : 'INTERESADO',
    affluent: user.affluent,
  };
  const form = useForm<AdminUserEditForm>({
    resolver: zodResolver(adminUserEditForm),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: updateUser,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminUsersKey });
      onClose();
    },
    onError: (error) =>
      applyFieldErrors(
        error,
        form.setError,
        fields.map((f) => f),
      ),
  });
  const submit = form.handleSubmit((values) => {
    const changed = Object.fromEntries(
      fields.filter((f) => values[f] !== initial[f]).map((f) => [f, values[f]]),
    ) as Partial<AdminUserEditForm>;
    if (Object.keys(changed).length === 0) return onClose();
    save.mutate({ userId: user.id, ...changed } as AdminUserUpdateRequest);
  });
  const { errors } = form.formState;
  const text = (name: 'name' | 'lastName' | 'secondLastName' | 'email', label: string) => (
    <TextField
      {...form.register(name)}
      label={label}
      size="small"
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{ htmlInput: { 'data-testid': `edit-${name}` } }}
    />
  );
  return (
    <FormDialog
      title="Editar usuario"
      onClose={onClose}
      pending={save.isPending}
      submitLabel="Guardar"
      onSubmit={() => void submit()}
      submitTestId="edit-save"
    >
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {user.documentNumber
            ? `${user.documentType ?? 'Documento'} ${user.documentNumber}: el documento no se puede cambiar.`
            : 'Aún no registra documento.'}
        </Typography>
        {text('name', 'Nombres')}
        {text('lastName', 'Apellido paterno')}
        {text('secondLastName', 'Apellido materno')}
        {text('email', 'Correo electrónico')}
        <TextField
          select
          size="small"
          label="Perfil"
          {...form.register('profile')}
          error={Boolean(errors.profile)}
          helperText={errors.profile?.message ?? 'Es partícipe quien tiene cuotas; interesado, quien aún no.'}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="INTERESADO">Interesado</option>
          <option value="PARTICIPE">Partícipe</option>
        </TextField>
        <Controller
          control={form.control}
          name="affluent"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Cliente preferente (ve el historial de tasas y todos los productos del simulador)"
            />
          )}
        />
        {save.isError && <Alert severity="error">{errorMessageOf(save.error)}</Alert>}
      </Stack>
    </FormDialog>
  );
}
