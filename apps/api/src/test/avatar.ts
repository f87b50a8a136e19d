import { nextIp } from './accounts.ts';
import { multipart } from './images.ts';
import type { TestApp } from './test-app.ts';

export type AvatarPart = { filename?: string; type?: string; bytes: Buffer };

/** `PUT /api/profile/avatar` with these file parts (one image, usually), as the profile sends it. */
export function uploadAvatar(t: TestApp, token: string, ...parts: AvatarPart[]) {
  const body = multipart(
    {},
    parts.map((p) => ({
      name: 'avatar',
      filename: p.filename ?? 'yo.png',
      type: p.type ?? 'image/png',
      bytes: p.bytes,
    })),
  );
  return t.app.inject({
    method: 'PUT',
    url: '/api/profile/avatar',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
}

/** The avatar's address the profile shows now, or null. */
export async function avatarOf(t: TestApp, token: string): Promise<string | null> {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/profile/me',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });
  return me.json<{ data: { avatarUrl: string | null } }>().data.avatarUrl;
}
