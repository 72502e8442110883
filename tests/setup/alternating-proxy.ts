// A small reverse proxy on loopback that hands requests to its backends in turn (the first request
// to the first, the second to the second, and so on), as a round-robin load balancer in front of
// several API processes does. It appends the client's address to X-Forwarded-For, so servers run
// with TRUST_PROXY=1 count each client by its own address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type AlternatingProxy = {
  url: string;
  /** Requests handed to each backend so far, in the backends' order. */
  readonly handled: number[];
  close(): Promise<void>;
};

export async function startAlternatingProxy(backends: string[]): Promise<AlternatingProxy> {
  const targets = backends.map((backend) => new URL(backend));
  const handled = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let turn = 0;

  const server = http.createServer((request, response) => {
    const index = turn++ % targets.length;
    handled[index]! += 1;
    const target = targets[index]!;
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwarded },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handled,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
