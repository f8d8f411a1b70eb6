import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and stops listening: to its clients the database has gone (a restart, an outage). */
  stop(): Promise<void>;
  /** Listens again on the same port: the database is back. */
  start(): Promise<void>;
}

/**
 * A TCP relay on a free loopback port to `target`, that a test stops and starts to take a shared
 * server (PostgreSQL) away from one client and give it back, without touching the server itself.
 */
export async function tcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) socket.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve((s.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    stop: async () => {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: async () => {
      await listen(port);
    },
  };
}
