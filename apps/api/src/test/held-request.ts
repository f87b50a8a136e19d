import { request, type ClientRequest } from 'node:http';

/**
 * A login whose body has not all arrived, as a slow client sends it: one of the process's requests in
 * flight, counted from its headers, until `finish` sends the rest or `abort` leaves. `body` decides
 * the answer once complete: a well-formed one costs a password hash (401), a malformed one is refused
 * at once (400), which matters on a busy machine, where the hashing thread waits for spare CPU.
 */
export function heldLogin(base: string, body: Record<string, string>) {
  const text = JSON.stringify(body);
  let req: ClientRequest;
  const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    req = request(
      `${base}/api/auth/login`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': text.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    req.write(text.slice(0, 5));
  });
  return {
    answered,
    finish: () => req.end(text.slice(5)),
    abort: () => {
      answered.catch(() => undefined);
      req.destroy();
    },
  };
}
