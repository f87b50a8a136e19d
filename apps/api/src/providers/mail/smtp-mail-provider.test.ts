import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackSmtpServer } from '../../test/loopback-smtp.ts';
import { createSmtpMailProvider } from './smtp-mail-provider.ts';

/** The SMTP adapter against a loopback server that keeps what it was handed, as a relay would. */
let smtp: Awaited<ReturnType<typeof loopbackSmtpServer>>;

beforeAll(async () => {
  smtp = await loopbackSmtpServer();
});
afterAll(() => smtp.close());

describe('SMTP mail provider', () => {
  it('delivers the message, its attachment and both bodies to the SMTP server', async () => {
    const provider = createSmtpMailProvider(
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
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
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toContain('<no-reply@invierte.pe>');
    expect(mail!.to).toEqual([expect.stringContaining('<rosa@example.pe>')]);
    expect(mail!.data).toContain('Subject: Tu contrato firmado');
    expect(mail!.data).toContain('Content-Type: application/pdf; name=contrato.pdf');
    expect(mail!.data).toContain(Buffer.from('%PDF-1.7').toString('base64'));
  });
});
