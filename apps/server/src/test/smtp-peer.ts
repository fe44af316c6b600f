/** A real SMTP peer on loopback for the mail tests: what it received, and whether it refuses for now. */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers and body (latin1: the transfer encodings are ASCII). */
  raw: string;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** While true, every message is answered 451 (mailbox busy). */
  refuse: boolean;
  /** The messages answered 451, so a test knows a send was tried. */
  refused: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const peer = { received: [] as ReceivedMail[], refused: [] as ReceivedMail[], refuse: false };
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        };
        if (peer.refuse) {
          peer.refused.push(mail);
          return callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 }));
        }
        peer.received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return Object.assign(peer, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  });
}
