import { useState } from 'react';
import { AppDialog } from '../../../components/AppDialog';
import { useFeedbackForm } from '../hooks/use-feedback-form';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackThanks } from './FeedbackThanks';

/** The sidebar's Feedback modal (requirements R2): form, then thank-you; OK clears the form and closes. */
export default function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const state = useFeedbackForm({ onSent: () => setSent(true), onLeave: onClose });
  const finish = () => {
    state.clear();
    onClose();
  };
  return (
    // The close icon, Escape and a click outside all count as leaving, which may ask first.
    <AppDialog open onClose={sent ? finish : state.requestExit} title="Feedback">
      {sent ? <FeedbackThanks onOk={finish} headingLevel="h3" /> : <FeedbackForm state={state} />}
    </AppDialog>
  );
}
