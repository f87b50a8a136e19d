import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessagePanelProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  icon?: ReactNode;
}

/** A page-level message: heading, text and actions. Shared by not-found, maintenance, error, etc. */
export function MessagePanel({ title, children, actions, icon }: MessagePanelProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      {icon && <Box sx={{ mb: 2, color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>}
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children && (
        <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
      )}
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}
