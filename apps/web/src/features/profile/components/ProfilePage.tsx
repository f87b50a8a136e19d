import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { useCustomerProfile } from '../api/get-customer-profile';
import { profileBaseOf, profilePath, screenOfPath } from '../profile-paths';
import { sectionDefOf } from '../sections';
import { BankAccountForm } from '../../../components/bank-account/BankAccountForm';
import { useAddBankAccount } from '../api/add-bank-account';
import { BankAccountsView } from './BankAccountsView';
import { ProfileOverview } from './ProfileOverview';
import { ProfileSectionForm } from './ProfileSectionForm';

/**
 * Every profile route of requirements R2 (/perfil…, /perfil2…, /portafolio/perfil/mis-datos…): the route
 * names the screen — the overview, a section's form, the bank accounts or the add-account form.
 */
export default function ProfilePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = profileBaseOf(pathname);
  const screen = screenOfPath(pathname);
  const profile = useCustomerProfile();
  const add = useAddBankAccount();
  const overview = base;

  const content = (() => {
    if (screen === 'bankAccounts')
      return (
        <BankAccountsView
          backTo={overview}
          addTo={base === '/portafolio/perfil/mis-datos' ? profilePath(base, 'addBankAccount') : null}
        />
      );
    if (screen === 'addBankAccount')
      return (
        <Stack spacing={3}>
          <div>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Agrega una cuenta bancaria
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              Debe estar a tu nombre. Ahí depositaremos tus ganancias y rescates.
            </Typography>
          </div>
          <BankAccountForm
            submit={add.mutateAsync}
            onAdded={() => void navigate(profilePath(base, 'bankAccounts'))}
            onCancel={() => void navigate(profilePath(base, 'bankAccounts'))}
          />
        </Stack>
      );
    if (profile.isPending) return <Skeleton variant="rounded" height={320} />;
    if (profile.isError) return <Alert severity="error">{errorMessageOf(profile.error)}</Alert>;
    const def = screen ? sectionDefOf(screen) : undefined;
    if (def)
      return <ProfileSectionForm key={def.section} def={def} profile={profile.data} backTo={overview} />;
    return <ProfileOverview profile={profile.data} base={base} />;
  })();

  const wide = screen === null;
  return (
    <Stack
      sx={{
        width: '100%',
        maxWidth: wide ? 880 : 720,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 4 },
      }}
    >
      {wide ? (
        content
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {content}
        </Paper>
      )}
    </Stack>
  );
}
