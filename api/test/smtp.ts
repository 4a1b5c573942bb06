// A real SMTP server for tests, keeping every message it accepts; it can be stopped and started
// again on the same port, like a mail server going down and coming back.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function smtpServer() {
  const received: Buffer[] = [];
  const start = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  let server = await start(0);
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** Resolves once every client connection is closed too. */
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    restart: async () => {
      server = await start(port);
    },
  };
}
