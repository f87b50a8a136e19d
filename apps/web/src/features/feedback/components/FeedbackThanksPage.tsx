import { homePathFor } from '@invierte/domain';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { useProfileMe } from '../../../lib/session-api/profile-me';
import { FeedbackThanks } from './FeedbackThanks';

/** /feedback/feedback-fin: the thank-you page after sending from /feedback. */
export default function FeedbackThanksPage() {
  const navigate = useNavigate();
  const { data: user } = useProfileMe();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 2, md: 6 } }}>
      <FeedbackThanks headingLevel="h1" onOk={() => navigate(user ? homePathFor(user) : '/')} />
    </Box>
  );
}
