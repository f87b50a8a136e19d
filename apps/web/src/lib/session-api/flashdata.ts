import { customersEndpoints, type flashdataKeys, type UserProfile } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { profileMeKey } from './profile-me';

export type Flashdata = Partial<Record<(typeof flashdataKeys)[number], boolean>>;

/** PATCH /api/profile/flashdata: interface flags kept on the server; answers with all of them. */
export const patchFlashdata = (body: Flashdata) =>
  callEndpoint(customersEndpoints.updateFlashdata, { body, silent: true });

/** Saves the flags and puts the answer in the cached profile so nothing reopens before the next poll. */
export function useUpdateFlashdata() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchFlashdata,
    onSuccess: (flashdata) =>
      queryClient.setQueryData<UserProfile>(profileMeKey, (user) => (user ? { ...user, flashdata } : user)),
  });
}
