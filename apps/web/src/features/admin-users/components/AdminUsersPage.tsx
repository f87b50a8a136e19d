import type { Profile } from '@invierte/domain';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useUsersByProfile } from '../api/list-users-by-profile';
import { UsersList, useUsersFilter } from './UsersList';

const tabs: Array<{ profile: Profile; key: string; label: string; one: string; empty: string }> = [
  {
    profile: 'INTERESADO',
    key: 'interesados',
    label: 'Interesados',
    one: 'interesado',
    empty: 'Ningún interesado coincide con la búsqueda.',
  },
  {
    profile: 'PARTICIPE',
    key: 'participes',
    label: 'Partícipes',
    one: 'partícipe',
    empty: 'Ningún partícipe coincide con la búsqueda.',
  },
  {
    profile: 'ADMIN',
    key: 'administradores',
    label: 'Administradores',
    one: 'administrador',
    empty: 'Ningún administrador coincide con la búsqueda.',
  },
];

/** /admin/usuarios: the users of each profile, to correct their data or disable their account. */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.key === params.get('perfil')) ?? tabs[0]!;
  const { filter } = useUsersFilter();
  const query = useUsersByProfile(tab.profile, filter);
  const total = query.data?.total;
  return (
    <AdminPage
      title="Usuarios"
      subtitle={
        total === undefined
          ? 'Las cuentas de cada perfil: corrige sus datos o desactiva su acceso.'
          : `${total} ${total === 1 ? tab.one : tab.label.toLowerCase()}. Corrige sus datos o desactiva su acceso.`
      }
    >
      <Tabs
        value={tab.key}
        onChange={(_e, key: string) => {
          const next = new URLSearchParams(params);
          next.set('perfil', key);
          next.delete('pagina');
          setParams(next, { replace: true });
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} data-testid={`users-tab-${t.key}`} />
        ))}
      </Tabs>
      <UsersList
        query={query}
        showHoldings={tab.profile === 'PARTICIPE'}
        words={{ search: 'Buscar por nombre, correo o documento', empty: tab.empty }}
        testId="admin-users"
      />
    </AdminPage>
  );
}
