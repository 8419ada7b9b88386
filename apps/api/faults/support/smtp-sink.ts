/**
 * A mail server for the fault tests: speaks enough SMTP for nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT),
 * records every message it accepts, and can refuse the first few with a temporary error (451) so a test sees
 * the sender retry.
 */
import { createServer, type Server, type Socket } from 'node:net';

export type SinkMessage = { subject: string; raw: string };

export type SmtpSink = {
  port: number;
  messages: SinkMessage[];
  refused: number;
  close: () => Promise<void>;
};

export async function startSmtpSink(options: { port: number; refuseFirst?: number }): Promise<SmtpSink> {
  let toRefuse = options.refuseFirst ?? 0;
  const sockets = new Set<Socket>();
  const sink: SmtpSink = { port: options.port, messages: [], refused: 0, close: async () => undefined };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          inData = false;
          if (toRefuse > 0) {
            toRefuse -= 1;
            sink.refused += 1;
            reply('451 4.3.0 try again later');
          } else {
            const raw = data.join('\n');
            const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
            sink.messages.push({ subject, raw });
            reply('250 2.0.0 queued');
          }
          data = [];
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 sink');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
          reply('250 2.0.0 ok');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return sink;
}
