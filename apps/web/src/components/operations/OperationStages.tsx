import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { errorMessageOf } from '../../lib/api-client';
import { OperationPage } from './OperationPage';

/** What a money operation's page reads before its form: pending, failed, or nothing to operate. */
interface Loaded {
  pending: boolean;
  error: unknown;
  /** Shown instead of the form when the investor holds nothing the operation can take. */
  nothing: { title: string; text: string; testId: string } | false;
}

function Nothing({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid={testId}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Paper>
  );
}

/**
 * A money operation's page (rescue, reinvestment, transfer) through its stages: the form, the
 * confirmation with the exact figures, and the receipt (without the footnote). The draft outlives the
 * confirmation, so what was typed stays when the investor goes back or the confirmation fails.
 */
export function OperationStages<Draft, Result>({
  title,
  intro,
  footnote,
  loaded,
  form,
  confirmation,
  receipt,
}: {
  title: string;
  intro: string;
  footnote?: ReactNode;
  loaded: Loaded;
  form: (initial: Draft | null, review: (draft: Draft) => void) => ReactNode;
  /** Null when the draft no longer fits what was loaded: the form is shown again. */
  confirmation: (draft: Draft, back: () => void, finish: (result: Result) => void) => ReactNode | null;
  receipt: (result: Result) => ReactNode;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Result | null>(null);
  const review = (next: Draft) => {
    setDraft(next);
    setConfirming(true);
  };
  const finish = (result: Result) => {
    setDone(result);
    setConfirming(false);
  };

  let body: ReactNode;
  if (done) body = receipt(done);
  else if (loaded.pending) body = <Skeleton variant="rounded" height={360} />;
  else if (loaded.error) body = <Alert severity="error">{errorMessageOf(loaded.error)}</Alert>;
  else if (loaded.nothing) body = <Nothing {...loaded.nothing} />;
  else
    body =
      (confirming && draft && confirmation(draft, () => setConfirming(false), finish)) || form(draft, review);
  return (
    <OperationPage title={title} intro={intro} footnote={!done && footnote}>
      {body}
    </OperationPage>
  );
}
