import DarkModeIcon from '@mui/icons-material/DarkMode';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAvatarSrc } from '../lib/use-avatar-src';
import { AlertsMenu } from './AlertsMenu';
import { LazyTooltip } from './LazyTooltip';
import { Logo } from './Logo';

/** Navbar height on extra-small screens (requirements R9). */
export const NAVBAR_HEIGHT_XS = 60;
export const TOP_BAR_HEIGHT = 64;

export interface TopBarProps {
  /** "admin" is the simpler back-office bar with a logout item (requirements R2). */
  variant: 'customer' | 'admin';
  logoTo: string;
  firstName?: string | undefined;
  avatarUrl?: string | null | undefined;
  showHelp?: boolean;
  onHelp?: () => void;
  /** When given, a menu button toggles the sidebar. */
  onMenu?: (() => void) | undefined;
  onLogout: () => void;
  darkMode: boolean;
  onToggleDarkMode: () => void;
}

export function TopBar(props: TopBarProps) {
  const {
    variant,
    logoTo,
    firstName,
    avatarUrl,
    showHelp,
    onHelp,
    onMenu,
    onLogout,
    darkMode,
    onToggleDarkMode,
  } = props;
  const themeLabel = darkMode ? 'Usar tema claro' : 'Usar tema oscuro';
  // The default icon shows until the image has loaded, and for good if it keeps failing.
  const avatarSrc = useAvatarSrc(avatarUrl);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={1}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ minHeight: { xs: NAVBAR_HEIGHT_XS, sm: TOP_BAR_HEIGHT }, gap: { xs: 0.25, sm: 1 } }}>
        {onMenu && (
          <IconButton edge="start" aria-label="Abrir menú" onClick={onMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo to={logoTo} compact />
        <Box sx={{ flexGrow: 1 }} />
        {variant === 'customer' && showHelp && (
          <LazyTooltip title="Ayuda">
            <IconButton aria-label="Ayuda" onClick={onHelp} data-testid="topbar-help">
              <HelpOutlineIcon />
            </IconButton>
          </LazyTooltip>
        )}
        {variant === 'customer' && <AlertsMenu />}
        <LazyTooltip title={themeLabel}>
          <IconButton aria-label={themeLabel} onClick={onToggleDarkMode}>
            {darkMode ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </LazyTooltip>
        {variant === 'customer' ? (
          <>
            {firstName && (
              <Typography
                data-testid="topbar-first-name"
                sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 600, ml: 1 }}
              >
                {firstName}
              </Typography>
            )}
            <IconButton component={RouterLink} to="/perfil-menu" aria-label="Mi perfil">
              <Avatar
                src={avatarSrc}
                alt={firstName ?? ''}
                sx={{ width: 36, height: 36 }}
                data-testid="topbar-avatar"
              >
                <PersonIcon />
              </Avatar>
            </IconButton>
            <LazyTooltip title="Cerrar sesión">
              <IconButton aria-label="Cerrar sesión" onClick={onLogout} data-testid="topbar-logout">
                <LogoutIcon />
              </IconButton>
            </LazyTooltip>
          </>
        ) : (
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={onLogout} data-testid="topbar-logout">
            Cerrar sesión
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
