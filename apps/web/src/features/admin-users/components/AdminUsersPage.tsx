import { countOf, SEARCH_COUNT_LIMIT, type Profile } from '@invierte/domain';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { useUsersByProfile } from '../api/list-users-by-profile';
import { UsersList, useUsersFilter } from './UsersList';

const tabs: Array<{
  profile: Profile;
  key: string;
  label: string;
  one: string;
  empty: { none: string; noMatch: string };
}> = [
  {
    profile: 'INTERESADO',
    key: 'interesados',
    label: 'Interesados',
    one: 'interesado',
    empty: { none: 'Aún no hay interesados.', noMatch: 'Ningún interesado coincide con' },
  },
  {
    profile: 'PARTICIPE',
    key: 'participes',
    label: 'Partícipes',
    one: 'partícipe',
    empty: { none: 'Aún no hay partícipes.', noMatch: 'Ningún partícipe coincide con' },
  },
  {
    profile: 'ADMIN',
    key: 'administradores',
    label: 'Administradores',
    one: 'administrador',
    empty: { none: 'Aún no hay administradores.', noMatch: 'Ningún administrador coincide con' },
  },
];

/** /admin/usuarios: the users of each profile, to correct their data or disable their account. */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.key === params.get('perfil')) ?? tabs[0]!;
  const { filter } = useUsersFilter();
  const query = useUsersByProfile(tab.profile, filter);
  const total = query.data?.total;
  // A read-only profile (auditing) is told what the list is, not what it may not do.
  const canWrite = useCan('user.write');
  const purpose = canWrite
    ? 'Corrige sus datos o desactiva su acceso.'
    : 'Sus datos y el estado de su acceso.';
  return (
    <AdminPage
      title="Usuarios"
      subtitle={
        total === undefined
          ? `Las cuentas de cada perfil. ${purpose}`
          : total === null
            ? `Más de ${SEARCH_COUNT_LIMIT} ${tab.label.toLowerCase()} coinciden con la búsqueda. ${purpose}`
            : `${countOf(total, tab.one, tab.label.toLowerCase())}. ${purpose}`
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
