import { formatPercent, type CustomerProfile } from '@invierte/domain';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { profilePath, type ProfileBase } from '../profile-paths';
import { profileSectionDefs } from '../sections';
import { DataRightsPanel } from './DataRightsPanel';
import { DevicePushPanel } from './DevicePushPanel';
import { StatementEmailPanel } from './StatementEmailPanel';

/** /perfil, /perfil2, /portafolio/perfil/mis-datos: how complete the profile is, each section, the data rights. */
export function ProfileOverview({ profile, base }: { profile: CustomerProfile; base: ProfileBase }) {
  const { account, completion } = profile;
  const fullName = [account.name, account.lastName, account.secondLastName].filter(Boolean).join(' ');
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Mis datos
        </Typography>
        <Typography color="text.secondary">
          {fullName} · {account.email}
          {account.documentNumber && ` · ${account.documentType ?? ''} ${account.documentNumber}`}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="profile-completion">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {completion.missing ? 'Completa tu perfil' : 'Tu perfil está completo'}
          </Typography>
          <Typography color="text.secondary">{formatPercent(String(completion.percentage))}</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={completion.percentage}
          aria-label="Avance de tu perfil"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Paper>
      <Paper variant="outlined">
        {/* Links to each section: a <nav>, so no <ul> holds bare links. */}
        <List disablePadding component="nav" aria-label="Secciones de mi perfil">
          {profileSectionDefs.map((def) => {
            const state = profile.sections[def.section];
            return (
              <ListItemButton
                key={def.section}
                component={RouterLink}
                to={profilePath(base, def.section)}
                divider
                data-testid={`profile-section-${def.section}`}
              >
                <ListItemIcon>
                  {state ? <CheckCircleIcon color="success" /> : <ErrorOutlineIcon color="warning" />}
                </ListItemIcon>
                <ListItemText
                  primary={def.title}
                  secondary={state ? def.summary(state.data) : 'Pendiente de completar'}
                  slotProps={{ secondary: { noWrap: true } }}
                />
                <ChevronRightIcon />
              </ListItemButton>
            );
          })}
          <ListItemButton
            component={RouterLink}
            to={profilePath(base, 'bankAccounts')}
            data-testid="profile-section-bankAccounts"
          >
            <ListItemIcon>
              {profile.activeBankAccounts > 0 ? (
                <AccountBalanceIcon color="success" />
              ) : (
                <ErrorOutlineIcon color="warning" />
              )}
            </ListItemIcon>
            <ListItemText
              primary="Cuentas bancarias"
              secondary={
                profile.activeBankAccounts > 0
                  ? `${profile.activeBankAccounts} ${profile.activeBankAccounts === 1 ? 'cuenta registrada' : 'cuentas registradas'}`
                  : 'Registra la cuenta donde depositaremos tus ganancias'
              }
            />
            <ChevronRightIcon />
          </ListItemButton>
        </List>
      </Paper>
      <StatementEmailPanel />
      <DevicePushPanel />
      <Box>
        <DataRightsPanel />
      </Box>
    </Stack>
  );
}
