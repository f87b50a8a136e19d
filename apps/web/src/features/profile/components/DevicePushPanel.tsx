import type { UserDevice } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { useDevices } from '../api/list-devices';
import { useRegisterPushSubscription } from '../api/register-push-subscription';
import { useSetDevicePush } from '../api/set-device-push';
import { ensureDeviceToken, pushSupport, PushUnavailable, subscribeThisBrowser } from '../push-device';

const limaDateTime = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Lima',
  }).format(new Date(iso));

/** "Chrome en Android", from a user agent; "Dispositivo" when it says nothing recognisable. */
export function deviceName(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const system = [
    ['Android', /Android/],
    ['iPhone', /iPhone/],
    ['iPad', /iPad/],
    ['Windows', /Windows/],
    ['Mac', /Macintosh|Mac OS X/],
    ['Linux', /Linux/],
  ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] as string | undefined;
  const browser = [
    ['Edge', /Edg\//],
    ['Chrome', /Chrome\//],
    ['Firefox', /Firefox\//],
    ['Safari', /Safari\//],
  ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] as string | undefined;
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? 'Dispositivo';
}

const unsupportedText = 'Este navegador no permite recibir notificaciones.';
const deniedText =
  'Bloqueaste las notificaciones de este sitio. Para recibirlas, permítelas en la configuración del navegador.';

/** Push notifications per device (decision 0035): this one through the browser's PushManager, the others by a switch. */
export function DevicePushPanel() {
  const devices = useDevices();
  const config = usePublicConfig();
  const register = useRegisterPushSubscription();
  const setPush = useSetDevicePush();
  const [error, setError] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const support = pushSupport();
  const publicKey = config.data?.pushPublicKey ?? null;
  const current = devices.data?.find((d) => d.current);
  const others = devices.data?.filter((d) => !d.current) ?? [];
  const busy = subscribing || register.isPending || setPush.isPending;

  const turnThisDevice = async (on: boolean) => {
    setError(null);
    if (!on) {
      if (current)
        setPush.mutate(
          { deviceId: current.id, pushOn: false },
          { onError: (e) => setError(errorMessageOf(e)) },
        );
      return;
    }
    if (!publicKey) {
      setError(unsupportedText);
      return;
    }
    setSubscribing(true);
    try {
      ensureDeviceToken();
      const subscription = await subscribeThisBrowser(publicKey);
      await register.mutateAsync(subscription);
    } catch (cause) {
      setError(cause instanceof PushUnavailable ? cause.message : errorMessageOf(cause));
    } finally {
      setSubscribing(false);
    }
  };

  const turnOther = (device: UserDevice, on: boolean) => {
    setError(null);
    setPush.mutate({ deviceId: device.id, pushOn: on }, { onError: (e) => setError(errorMessageOf(e)) });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="device-push-panel">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Notificaciones
        </Typography>
        <Typography color="text.secondary">
          Te avisamos cuando tienes una nueva notificación, cambia el estado de una solicitud, pagamos un
          rescate o recibes cuotas.
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={current?.pushOn ?? false}
              // Where the browser can no longer subscribe, push that is on can still be turned off.
              disabled={busy || devices.isPending || (support !== 'supported' && !current?.pushOn)}
              onChange={(event) => void turnThisDevice(event.target.checked)}
            />
          }
          label="Notificaciones en este dispositivo"
        />
        {support === 'unsupported' && <Alert severity="info">{unsupportedText}</Alert>}
        {support === 'denied' && <Alert severity="warning">{deniedText}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        {devices.isError && (
          <Alert severity="warning">No pudimos cargar tus dispositivos. Inténtalo más tarde.</Alert>
        )}
        {others.length > 0 && (
          <>
            <Typography sx={{ fontWeight: 700 }}>Tus otros dispositivos</Typography>
            <List disablePadding aria-label="Tus otros dispositivos">
              {others.map((device) => (
                <ListItem
                  key={device.id}
                  disableGutters
                  secondaryAction={
                    <Switch
                      checked={device.pushOn}
                      disabled={busy || (!device.pushOn && !device.subscribed)}
                      onChange={(event) => turnOther(device, event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': `Notificaciones en ${deviceName(device.userAgent)}` },
                      }}
                    />
                  }
                >
                  <ListItemText
                    primary={deviceName(device.userAgent)}
                    secondary={
                      device.subscribed
                        ? `Último ingreso: ${limaDateTime(device.lastSeenAt)}`
                        : `Último ingreso: ${limaDateTime(device.lastSeenAt)} · Activa las notificaciones desde ese dispositivo`
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
