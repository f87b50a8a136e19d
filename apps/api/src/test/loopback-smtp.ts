import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A throwaway SMTP server on 127.0.0.1 that speaks the protocol's plain dialogue (RFC 5321: greeting,
 * EHLO, MAIL, RCPT, DATA, QUIT) and keeps what it was handed, as a relay would. With `holdAnswers`
 * it keeps each message's final answer back until `release()`: a sending caught halfway.
 */
export async function loopbackSmtpServer(options: { holdAnswers?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const heldAnswers: Array<() => void> = [];
  let onHeld = () => undefined as void;
  const sockets = new Set<Socket>();

  const converse = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
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
            const answer = () => say('250 queued as loopback-1');
            if (!options.holdAnswers) answer();
            else {
              heldAnswers.push(answer);
              onHeld();
            }
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
  };

  const server = createServer(converse);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    /** Resolves once a message's final answer is being held back. */
    held: (): Promise<void> =>
      heldAnswers.length ? Promise.resolve() : new Promise((resolve) => (onHeld = resolve)),
    /** Sends the answers held back. */
    release: () => {
      for (const answer of heldAnswers.splice(0)) answer();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
