import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A certificate for 127.0.0.1 and its key, `<name>-cert.pem` and `<name>-key.pem` in `folder`, ending in
 * `days`, made with openssl: self-signed, so its file is also the authority a client must trust.
 */
export function selfSignedCertificate(openssl: string, folder: string, name: string, days: number) {
  const key = path.join(folder, `${name}-key.pem`);
  const certificate = path.join(folder, `${name}-cert.pem`);
  execFileSync(
    openssl,
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', key, '-out', certificate, '-days', String(days), '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { key, certificate };
}

/**
 * TLS in front of a plain-HTTP product on loopback, as the deployment's balancer or its cloud's puts
 * it in front of nginx: a certificate of its own for 127.0.0.1, ending in `days`, made with openssl
 * (self-signed, so its file is also the authority a client must trust). A request the product does
 * not answer gets a 502, as from a balancer with nothing behind it.
 */
export async function startTlsFront(options: {
  openssl: string;
  folder: string;
  upstream: string;
  days: number;
}) {
  const { key, certificate } = selfSignedCertificate(options.openssl, options.folder, 'front', options.days);
  const server = createServer({ key: await readFile(key), cert: await readFile(certificate) }, (req, res) => {
    const upstream = request(
      new URL(req.url ?? '/', options.upstream),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad Gateway');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The certificate's file: the authority a client trusts it by. */
    certificate,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
