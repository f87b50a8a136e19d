import { countOf, SEARCH_COUNT_LIMIT } from '@invierte/domain';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useParticipants } from '../api/list-participants';
import { UsersList, useUsersFilter } from './UsersList';

/** /participes: the participants (investors who hold quotas) with what they hold. */
export default function ParticipantsPage() {
  const { filter } = useUsersFilter();
  const query = useParticipants(filter);
  const total = query.data?.total;
  return (
    <AdminPage
      title="Partícipes"
      subtitle={
        total === undefined
          ? 'Los inversionistas con cuotas en algún fondo.'
          : total === null
            ? `Más de ${SEARCH_COUNT_LIMIT} partícipes coinciden con la búsqueda.`
            : `${countOf(total, 'partícipe', 'partícipes')} con las cuotas que tiene cada uno.`
      }
    >
      <UsersList
        query={query}
        showHoldings
        words={{
          search: 'Buscar por nombre, correo o documento',
          empty: { none: 'Aún no hay partícipes.', noMatch: 'Ningún partícipe coincide con' },
        }}
        testId="participants"
      />
    </AdminPage>
  );
}
