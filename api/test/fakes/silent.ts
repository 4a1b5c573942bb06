// A provider that takes the connection and never answers: what a hung API looks like to a client,
// for the timeouts (fakeServer always answers).
import { type AddressInfo, createServer, type Socket } from 'node:net';

export async function silentServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Read and drop whatever is sent, so the client's request is fully written.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Connections opened so far: each try of a client that retries is one. */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
