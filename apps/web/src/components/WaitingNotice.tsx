import type { WaitingNoticeKey } from '@invierte/domain';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWaitingNotice } from '../lib/site-api/get-waiting-notices';

/** "What happens next and how long it usually takes", with a clock. */
export function WaitingText({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }} data-testid="waiting-notice">
      <ScheduleIcon fontSize="small" sx={{ mt: '2px', opacity: 0.8 }} aria-hidden />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}

/**
 * A waiting screen's text as the back office wrote it (GET /api/waiting-notices). Nothing while it
 * loads or if the call failed: the screen around it already says what happened.
 */
export function WaitingNotice({ notice }: { notice: WaitingNoticeKey }) {
  const text = useWaitingNotice(notice);
  return text ? <WaitingText text={text} /> : null;
}
