import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { withChunkReload } from '../lib/chunk-reload';
import { useAlerts, useMarkAlertViewed } from '../lib/session-api/alerts';
import { LazyTooltip } from './LazyTooltip';

const AlertsList = lazy(withChunkReload(() => import('./AlertsList')));

/**
 * The top bar's alerts area (requirements R2, R4): a bell with the number of unseen alerts; opening one marks
 * it viewed, removes it from the list and goes where it points.
 */
export function AlertsMenu() {
  const alerts = useAlerts();
  const markViewed = useMarkAlertViewed();
  const navigate = useNavigate();
  // The list is anchored on the bell as it is when the list is placed, not as it was when pressed:
  // the hint's code arriving draws the bell anew (LazyTooltip).
  const bell = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const unseen = alerts.data ?? [];
  const label = unseen.length === 1 ? '1 alerta sin ver' : `${unseen.length} alertas sin ver`;
  return (
    <>
      <LazyTooltip title={unseen.length ? label : 'Alertas'}>
        <IconButton
          aria-label={unseen.length ? label : 'Alertas'}
          ref={bell}
          onClick={() => setOpen(true)}
          data-testid="topbar-alerts"
        >
          {/* No count at all when nothing is unseen: a hidden "0" would still be the button's visible text. */}
          <Badge badgeContent={unseen.length || undefined} color="error" max={9}>
            {unseen.length ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </LazyTooltip>
      {open && (
        <Suspense fallback={null}>
          <AlertsList
            anchor={() => bell.current}
            unseen={unseen}
            onClose={() => setOpen(false)}
            onOpen={(alert) => {
              markViewed.mutate(alert._id);
              setOpen(false);
              void navigate(alert.link);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
