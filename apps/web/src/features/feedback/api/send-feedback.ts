import { backOfficeEndpoints } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface FeedbackSubmission {
  /** Key of the chosen feedback type. */
  reason: string;
  comment: string;
  /** Already compressed images. */
  files: File[];
  operationNumber?: string | undefined;
}

/** POST /api/feedback as multipart: reason, comment, files[] and an optional operationNumber (requirements R3). */
export function sendFeedback(submission: FeedbackSubmission) {
  const body = new FormData();
  body.append('reason', submission.reason);
  body.append('comment', submission.comment);
  if (submission.operationNumber) body.append('operationNumber', submission.operationNumber);
  for (const file of submission.files) body.append('files[]', file, file.name);
  return callEndpoint(backOfficeEndpoints.sendFeedback, { body });
}

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
