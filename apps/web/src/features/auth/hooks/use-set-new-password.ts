import { useMutation } from '@tanstack/react-query';
import { patchChangePassword } from '../api/change-password';
import { patchCreatePassword, type NewPasswordBody } from '../api/create-password';

/** /create-password and /change-password differ only in the endpoint their form calls. */
const endpoints = { create: patchCreatePassword, change: patchChangePassword } as const;
export type NewPasswordMode = keyof typeof endpoints;

export const useSetNewPassword = (mode: NewPasswordMode, token: string) =>
  useMutation({ mutationFn: (body: NewPasswordBody) => endpoints[mode](token, body) });
