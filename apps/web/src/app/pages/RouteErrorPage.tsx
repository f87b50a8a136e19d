import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorCopy } from '../../components/error-copy';
import { MessagePanel } from '../../components/MessagePanel';
import { ApiError } from '../../lib/api-client';
import { NotFoundMessage } from './NotFoundPage';

/**
 * The router's error element: a 404 shows the not-found message; anything else the generic error
 * page of requirements R2 (status 500 by default).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.kind === 'not-found');
  if (notFound) return <NotFoundMessage />;
  return (
    <MessagePanel
      title={errorCopy.title}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {errorCopy.retry}
          </Button>
          <Button variant="outlined" href="/portafolio">
            {errorCopy.exit}
          </Button>
        </>
      }
    >
      {errorCopy.text}
    </MessagePanel>
  );
}
