import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../lib/api-client';
import { useSetStatementEmail } from '../api/set-statement-email';
import { useStatementEmail } from '../api/statement-email';

/** The monthly statement's e-mail, on or off; the statement stays in Mis documentos either way. */
export function StatementEmailPanel() {
  const setting = useStatementEmail();
  const change = useSetStatementEmail();
  const on = change.isPending ? change.variables : (setting.data?.monthlyEmail ?? true);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="statement-email-panel">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Estado de cuenta mensual
        </Typography>
        <Typography color="text.secondary">
          El primer día hábil de cada mes te enviamos por correo el estado de cuenta del mes anterior. Lo
          guardamos siempre en Mis documentos, aunque desactives el correo.
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={setting.isPending || change.isPending}
              onChange={(event) => change.mutate(event.target.checked)}
            />
          }
          label="Recibir el estado de cuenta por correo"
        />
        {setting.isError && <Alert severity="warning">{errorMessageOf(setting.error)}</Alert>}
        {change.isError && (
          <Alert severity="error" onClose={() => change.reset()}>
            {errorMessageOf(change.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
