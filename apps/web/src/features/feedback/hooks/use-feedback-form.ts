import { feedbackFields } from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useSendFeedback } from '../api/send-feedback';
import { useEvidenceImages } from './use-evidence-images';

/** Failures the app already answers elsewhere: maintenance page, login, global error dialog. */
const handledGlobally = (error: unknown) =>
  error instanceof ApiError && ['maintenance', 'unauthorized', 'server'].includes(error.kind);

/** requirements R8: the first entry of the error's message list. */
export function firstErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.errors[0]?.message) || errorMessageOf(error);
}

export interface FeedbackFormOptions {
  /** Attached when the form is opened about one operation. */
  operationNumber?: string | undefined;
  onSent: () => void;
  /** Leaves the form (closes the dialog, leaves the page) once leaving is confirmed. */
  onLeave: () => void;
  compress?: (file: File) => Promise<File>;
}

/**
 * Everything the feedback form knows: reason and comment (validated with the domain's schema, "No
 * puede estar vacío"), the evidence images, sending, and whether leaving would lose something.
 */
export function useFeedbackForm({ operationNumber, onSent, onLeave, compress }: FeedbackFormOptions) {
  const form = useForm({
    resolver: zodResolver(feedbackFields),
    mode: 'onTouched',
    defaultValues: { reason: '', comment: '' },
  });
  const images = useEvidenceImages(compress);
  const send = useSendFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const [exitAsked, setExitAsked] = useState(false);
  const [reason = '', comment = ''] = useWatch({ control: form.control, name: ['reason', 'comment'] });

  const hasContent = reason !== '' || comment.trim() !== '' || images.images.length > 0;
  // Requirements R5: send is active only when the form is valid and the comment is not empty.
  const canSend = form.formState.isValid && comment.trim() !== '' && !images.processing && !send.isPending;

  const submit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, operationNumber, files: images.images.map((image) => image.file) },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (!handledGlobally(error)) setFailure(firstErrorMessage(error));
        },
      },
    ),
  );

  /** Empties the form (after the thank-you view's OK, or on leaving). */
  const clear = () => {
    form.reset();
    images.clear();
    send.reset();
    setFailure(null);
  };

  const leave = () => {
    setExitAsked(false);
    clear();
    onLeave();
  };

  return {
    control: form.control,
    images,
    hasContent,
    canSend,
    sending: send.isPending,
    submit,
    clear,
    failure,
    dismissFailure: () => setFailure(null),
    /** requirements R2: leaving with something entered asks first; an empty form just leaves. */
    requestExit: () => (hasContent ? setExitAsked(true) : leave()),
    exitAsked,
    confirmExit: leave,
    cancelExit: () => setExitAsked(false),
  };
}

export type FeedbackFormState = ReturnType<typeof useFeedbackForm>;
