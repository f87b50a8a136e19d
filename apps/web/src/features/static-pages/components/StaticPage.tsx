import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface StaticPageProps {
  title: string;
  children: ReactNode;
  testId?: string;
}

/** A readable text page of the landing layout with the close icon of requirements R2. */
export function StaticPage({ title, children, testId }: StaticPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the visitor came from; a page opened directly (no history in the app) closes to home.
  const close = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Box component="article" data-testid={testId} sx={{ maxWidth: 820, mx: 'auto', position: 'relative' }}>
      <IconButton aria-label="Cerrar" onClick={close} sx={{ position: 'absolute', right: 0, top: 0 }}>
        <CloseIcon />
      </IconButton>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3, pr: 6 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
