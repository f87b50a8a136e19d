import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailProvider } from './smtp-mail-provider.ts';

/**
 * The SMTP adapter against a loopback server that speaks the protocol's plain dialogue (RFC 5321:
 * greeting, EHLO, MAIL, RCPT, DATA, QUIT) and keeps what it was handed, as a relay would.
 */
interface Received {
  from: string;
  to: string[];
  data: string;
}
const received: Received[] = [];
let server: Server;
let port = 0;

function converse(socket: Socket) {
  let buffer = '';
  let current: Received = { from: '', to: [], data: '' };
  let inData = false;
  const say = (line: string) => socket.write(`${line}\r\n`);
  say('220 loopback ESMTP');
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          say('250 queued as loopback-1');
        } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'MAIL') current.from = line;
      if (verb === 'RCPT') current.to.push(line);
      if (verb === 'DATA') inData = true;
      say({ EHLO: '250 loopback', DATA: '354 end with a dot', QUIT: '221 bye' }[verb] ?? '250 ok');
      if (verb === 'QUIT') socket.end();
    }
  });
}

beforeAll(async () => {
  server = createServer(converse);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mail provider', () => {
  it('delivers the message, its attachment and both bodies to the SMTP server', async () => {
    const provider = createSmtpMailProvider(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Invierte <no-reply@invierte.pe>',
    );
    const sent = await provider.send({
      to: 'rosa@example.pe',
      subject: 'Tu contrato firmado',
      text: 'Adjuntamos tu contrato.',
      html: '<p>Adjuntamos tu contrato.</p>',
      attachments: [
        { filename: 'contrato.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' },
      ],
    });
    expect(sent.filePath).toBeNull();
    expect(sent.providerMessageId).toMatch(/^<.+@.+>$/);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toContain('<no-reply@invierte.pe>');
    expect(mail!.to).toEqual([expect.stringContaining('<rosa@example.pe>')]);
    expect(mail!.data).toContain('Subject: Tu contrato firmado');
    expect(mail!.data).toContain('Content-Type: application/pdf; name=contrato.pdf');
    expect(mail!.data).toContain(Buffer.from('%PDF-1.7').toString('base64'));
  });
});
