import type { AdminUserItem } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { adminUsersKey } from '../api/keys';
import { setUserDisabled } from '../api/set-user-disabled';
import { fullName } from './user-name';

/** Disables an account or enables it again, after saying exactly what happens to the person. */
export function DisableUserDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: setUserDisabled,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminUsersKey });
      onClose();
    },
  });
  const who = `${fullName(user) || user.email} (${user.email})`;
  return (
    <ReasonDialog
      title={user.disabled ? 'Activar la cuenta' : 'Desactivar la cuenta'}
      text={
        user.disabled
          ? `${who} podrá volver a iniciar sesión con su correo y contraseña.`
          : `${who} no podrá iniciar sesión: sus sesiones abiertas se cerrarán ahora y, si intenta ingresar, verá que su cuenta está desactivada. Sus inversiones y solicitudes no cambian, y puedes volver a activarla cuando quieras.`
      }
      confirmLabel={user.disabled ? 'Activar' : 'Desactivar'}
      needsReason={false}
      danger={!user.disabled}
      pending={toggle.isPending}
      error={toggle.isError ? errorMessageOf(toggle.error) : null}
      onConfirm={() => toggle.mutate({ userId: user.id, disabled: !user.disabled })}
      onClose={onClose}
    />
  );
}
