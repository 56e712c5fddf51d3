// A loopback SMTP sink (smtp-server): records each accepted message; can be down (not
// listening) or stall a message (never answer its DATA, as a hung mail server would).
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export class SmtpSink {
  received: Mail[] = [];
  /** Messages whose DATA is left unanswered while > 0. */
  stallNext = 0;
  stalled = 0;
  private server?: SMTPServer;

  constructor(readonly port: number) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}?ignoreTLS=true`;
  }

  start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 500,
      onData: (stream, session, callback) => {
        const stall = this.stallNext > 0;
        if (stall) this.stallNext -= 1;
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          if (stall) {
            this.stalled += 1; // never answered: the sender never learns it was accepted
            return;
          }
          const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
          const subject = /^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '';
          for (const rcpt of session.envelope.rcptTo)
            this.received.push({ to: rcpt.address, subject, body: raw });
          callback();
        });
      },
    });
    server.on('error', () => undefined);
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Messages to `to` whose body mentions `mention`. */
  count(to: string, mention?: string) {
    return this.received.filter((m) => m.to === to && (!mention || m.body.includes(mention)))
      .length;
  }
}
