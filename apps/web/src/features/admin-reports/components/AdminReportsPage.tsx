import { reportCatalogue } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useAdminMe } from '../../../lib/admin-api/get-admin-me';
import { ReportCard } from './ReportCard';

/**
 * /admin/reportes: the Excel reports the administrator's roles allow (PLAFT only for compliance),
 * each with what it holds, its date range and its download. The server checks every download.
 */
export default function AdminReportsPage() {
  const me = useAdminMe();
  const allowed = reportCatalogue.filter((r) => me.data?.permissions.includes(r.permission));
  return (
    <AdminPage
      title="Reportes"
      subtitle="Descarga en Excel la información del back office. Las fechas son días de Lima e incluyen ambos extremos."
    >
      {me.isPending && <LinearProgress aria-label="Cargando reportes" />}
      {me.isError && <Alert severity="error">No pudimos cargar tus permisos. Recarga la página.</Alert>}
      <Box
        sx={{
          display: 'grid',
          // As many columns as fit cards wide enough for both date fields.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
          gap: 2,
        }}
        data-testid="report-list"
      >
        {allowed.map((report) => (
          <ReportCard key={report.name} report={report} />
        ))}
      </Box>
    </AdminPage>
  );
}
