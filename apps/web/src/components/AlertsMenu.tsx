import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { limaDateTime } from '../lib/peru-dates';
import { useAlerts, useMarkAlertViewed } from '../lib/session-api/alerts';

/**
 * The top bar's alerts area (SPEC §2, §4): a bell with the number of unseen alerts; opening one marks
 * it viewed, removes it from the list and goes where it points.
 */
export function AlertsMenu() {
  const alerts = useAlerts();
  const markViewed = useMarkAlertViewed();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unseen = alerts.data ?? [];
  const label = unseen.length === 1 ? '1 alerta sin ver' : `${unseen.length} alertas sin ver`;
  return (
    <>
      <Tooltip title={unseen.length ? label : 'Alertas'}>
        <IconButton
          aria-label={unseen.length ? label : 'Alertas'}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="topbar-alerts"
        >
          <Badge badgeContent={unseen.length} color="error" max={9}>
            {unseen.length ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: 320, sm: 380 }, maxHeight: 440 } } }}
      >
        {unseen.length === 0 && (
          <Box sx={{ px: 2, py: 1.5 }} data-testid="alerts-empty">
            <Typography variant="body2" color="text.secondary">
              No tienes alertas nuevas.
            </Typography>
          </Box>
        )}
        {unseen.map((alert) => (
          <MenuItem
            key={alert._id}
            onClick={() => {
              markViewed.mutate(alert._id);
              setAnchor(null);
              void navigate(alert.link);
            }}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start', py: 1.25 }}
            data-testid="alert-item"
          >
            <ListItemText
              primary={alert.title}
              secondary={
                <>
                  {alert.message}
                  <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
                    {limaDateTime(alert.createdAt)}
                  </Typography>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 700 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
