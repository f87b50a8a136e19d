import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { AdminUserDialog } from './AdminUserDialog';
import { AdminUsersTab } from './AdminUsersTab';
import { ProfileDialog } from './ProfileDialog';
import { ProfilesTab } from './ProfilesTab';
import { RolesTab } from './RolesTab';

const views = [
  { value: 'administradores', label: 'Administradores' },
  { value: 'perfiles', label: 'Perfiles' },
  { value: 'roles', label: 'Roles' },
] as const;
type View = (typeof views)[number]['value'];

/**
 * /admin/permisos: who may enter the back office and with which profile, the profiles and the roles
 * they combine, and what each role allows. Changing anything needs `admin.permissions.write`; the
 * buttons are hidden without it, and the server refuses regardless.
 */
export default function AdminPermissionsPage() {
  const [params, setParams] = useSearchParams();
  const view: View = views.find((v) => v.value === params.get('vista'))?.value ?? 'administradores';
  const canWrite = useCan('admin.permissions.write');
  const [adding, setAdding] = useState<'admin' | 'profile' | null>(null);

  return (
    <AdminPage
      title="Permisos"
      subtitle="Quién entra al back office, con qué perfil, y qué permite cada rol."
      actions={
        canWrite &&
        view !== 'roles' && (
          <Button
            variant="contained"
            onClick={() => setAdding(view === 'perfiles' ? 'profile' : 'admin')}
            data-testid={view === 'perfiles' ? 'profile-add' : 'admin-user-add'}
          >
            {view === 'perfiles' ? 'Nuevo perfil' : 'Agregar administrador'}
          </Button>
        )
      }
    >
      <Tabs
        value={view}
        onChange={(_e, next: View) => setParams(next === 'administradores' ? {} : { vista: next })}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {views.map((v) => (
          <Tab
            key={v.value}
            value={v.value}
            label={v.label}
            sx={{ minWidth: 0, px: { xs: 1.5, sm: 2 } }}
            data-testid={`permissions-tab-${v.value}`}
          />
        ))}
      </Tabs>
      {view === 'administradores' && <AdminUsersTab canWrite={canWrite} />}
      {view === 'perfiles' && <ProfilesTab canWrite={canWrite} />}
      {view === 'roles' && <RolesTab />}
      {adding === 'admin' && <AdminUserDialog onClose={() => setAdding(null)} />}
      {adding === 'profile' && <ProfileDialog onClose={() => setAdding(null)} />}
    </AdminPage>
  );
}
