import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UserAlert } from '@invierte/domain';
import { limaDateTime } from '../lib/peru-dates';

/** The open list of the alerts area, loaded the first time the bell is pressed. */
export default function AlertsList({
  anchor,
  unseen,
  onClose,
  onOpen,
}: {
  /** The bell as it is now (read each time the list is placed). */
  anchor: () => HTMLElement | null;
  unseen: UserAlert[];
  onClose: () => void;
  onOpen: (alert: UserAlert) => void;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
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
          onClick={() => onOpen(alert)}
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
  );
}
