import { formatPercent } from '@invierte/domain';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DescriptionIcon from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BankAccountBanner } from '../../../components/CustomerBanners';
import { Holdings } from '../../../components/holdings/Holdings';
import { errorMessageOf } from '../../../lib/api-client';
import { useCustomerProfile } from '../api/get-customer-profile';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useContracts } from '../api/list-contracts';
import { signedDocumentsSummary } from '../signed-documents-summary';

function Shortcut({
  to,
  icon,
  title,
  text,
  testId,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }} data-testid={testId}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
            {icon}
            <Typography variant="h6" component="h2" sx={{ color: 'text.primary' }}>
              {title}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{text}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * /participe: a participant's home (requirements R4) — their holdings, what their profile lacks, where to go.
 * The portfolio's home sends a PARTICIPE here (decision 0017), so the holdings are shown here.
 */
export default function ParticipantHomePage() {
  const profile = useCustomerProfile();
  const accounts = useBankAccounts();
  const contracts = useContracts();
  if (profile.isPending) return <Skeleton variant="rounded" height={280} sx={{ m: 3 }} />;
  if (profile.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {errorMessageOf(profile.error)}
      </Alert>
    );
  const { account, completion } = profile.data;
  const accountCount = accounts.data?.length ?? 0;
  return (
    <Stack
      spacing={3}
      sx={{ width: '100%', maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}
    >
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Hola, {account.name.split(' ')[0]}
        </Typography>
        <Typography color="text.secondary">
          Eres partícipe de nuestros fondos. Aquí ves tus inversiones y llegas a tus datos y tus documentos.
        </Typography>
      </div>
      {completion.missing && completion.path && (
        <Alert
          severity="warning"
          data-testid="participe-profile-incomplete"
          action={
            <Button
              component={RouterLink}
              to={completion.path}
              color="inherit"
              size="small"
              sx={{ fontWeight: 700 }}
            >
              Completar
            </Button>
          }
        >
          Tu perfil está al {formatPercent(String(completion.percentage))}. Complétalo para que podamos
          atender tus rescates sin demoras.
          <LinearProgress variant="determinate" value={completion.percentage} sx={{ mt: 1, maxWidth: 280 }} />
        </Alert>
      )}
      <BankAccountBanner />
      <Holdings />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Shortcut
            to="/perfil"
            icon={<AccountCircleIcon />}
            title="Mis datos"
            text={`Perfil al ${formatPercent(String(completion.percentage))} · ${accountCount === 1 ? '1 cuenta bancaria' : `${accountCount} cuentas bancarias`}.`}
            testId="participe-profile"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Shortcut
            to="/perfil2/documentos"
            icon={<DescriptionIcon />}
            title="Mis documentos"
            text={contracts.data ? signedDocumentsSummary(contracts.data) : 'Tus contratos.'}
            testId="participe-documents"
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
