import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** A network partition: nothing passes either way, connections stay open, new ones are accepted and held. */
  cut(): void;
  /** The partition ends: held and paused connections carry on. */
  heal(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, for tests of what a server does when the network to its database
 * misbehaves. `cut` is a partition, not a refusal: the sockets stay open and silent, as when a link or a firewall
 * drops packets, so only timeouts can end the wait. `listenPort` 0 picks a free port.
 */
export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0): Promise<TcpProxy> {
  let isCut = false;
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();

  const join = (pair: { client: net.Socket; upstream?: net.Socket }) => {
    const upstream = net.connect(target);
    pair.upstream = upstream;
    const end = () => {
      pair.client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    upstream.on('error', end).on('close', end);
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    pair.client.resume();
  };

  const server = net.createServer((client) => {
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    pairs.add(pair);
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    client.pause();
    if (!isCut) join(pair);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    cut() {
      isCut = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    heal() {
      isCut = false;
      for (const pair of pairs) {
        if (!pair.upstream) {
          join(pair);
          continue;
        }
        pair.client.pipe(pair.upstream);
        pair.upstream.pipe(pair.client);
        pair.client.resume();
        pair.upstream.resume();
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
