import type { AdminUserItem } from '@invierte/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { InvestorPicker } from '../../../components/admin/InvestorPicker';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { InvestorPortfolio } from './InvestorPortfolio';
import { PortfolioImport } from './PortfolioImport';

/**
 * /admin/portafolio: one investor's holdings, total in soles and movements (with their Excel), and,
 * for whom may import, the investments and movements Excel imports.
 */
export default function AdminPortfolioPage() {
  const canImport = useCan('portfolio.import');
  const [tab, setTab] = useState<'investor' | 'import'>('investor');
  const [investor, setInvestor] = useState<AdminUserItem | null>(null);
  const shown = canImport ? tab : 'investor';

  return (
    <AdminPage
      title="Portafolio de inversionistas"
      subtitle="Las inversiones y movimientos de cada partícipe, su total en soles, y la carga desde Excel de operaciones ya liquidadas."
    >
      {canImport && (
        <Box sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={shown}
            onChange={(_e, next: 'investor' | 'import') => setTab(next)}
            variant="fullWidth"
            sx={{ maxWidth: 440 }}
          >
            <Tab value="investor" label="Por inversionista" data-testid="portfolio-tab-investor" />
            <Tab value="import" label="Importar desde Excel" data-testid="portfolio-tab-import" />
          </Tabs>
        </Box>
      )}
      {shown === 'import' ? (
        <PortfolioImport />
      ) : (
        <>
          <InvestorPicker value={investor} onChange={setInvestor} testId="portfolio-investor" />
          {investor === null ? (
            <Paper
              variant="outlined"
              sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
              data-testid="portfolio-pick"
            >
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                Elige a un partícipe
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Busca por nombre, correo o documento para ver sus inversiones, su total en soles y sus
                movimientos.
              </Typography>
            </Paper>
          ) : (
            <InvestorPortfolio key={investor.id} investor={investor} />
          )}
        </>
      )}
    </AdminPage>
  );
}
