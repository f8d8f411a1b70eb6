import net from 'node:net';

/**
 * `count` different free ports on 127.0.0.1, for the processes tests, benchmarks and the topology start.
 * Each is held until all are found: a port let go at once may be the next one handed out (two replicas on
 * one port, the second failing while the first answers for both).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
    }
    return servers.map((server) => (server.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** One free port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}
