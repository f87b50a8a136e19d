import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A throwaway HTTP server on 127.0.0.1 standing in for a third party (Google keys, reCAPTCHA, DNI API). */
export async function loopbackServer(
  handler: (req: IncomingMessage, body: string, res: ServerResponse) => void,
) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
