/**
 * The scrape target on METRICS_PORT (node:http, nothing more is needed): `GET /metrics`, the
 * Prometheus text format, and `GET /healthz`, 200 and a small JSON when healthy, 503 and the
 * reasons otherwise. Served once per host: by the bot's process, or by the sharding manager
 * for all its shards.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';
import type { Health } from './health.js';

/** What the endpoint serves, wherever it comes from (one process, or a manager's shards). */
export interface MetricsSource {
  /** The Prometheus text exposition and its content type. */
  metrics(): Promise<{ readonly contentType: string; readonly body: string }>;
  health(): Promise<Health>;
}

export interface MetricsAddress {
  readonly port: number;
  readonly host: string;
}

export interface MetricsServer {
  /** The port it listens on. */
  readonly port: number;
  close(): Promise<void>;
}

const send = (response: ServerResponse, status: number, contentType: string, body: string): void => {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
};

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

const route = async (
  source: MetricsSource,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> => {
  const path = new URL(request.url ?? '/', 'http://scrape').pathname;
  if (path !== '/metrics' && path !== '/healthz') return send(response, 404, TEXT_TYPE, 'not found\n');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return send(response, 405, TEXT_TYPE, 'method not allowed\n');
  }
  if (path === '/metrics') {
    const { contentType, body } = await source.metrics();
    return send(response, 200, contentType, body);
  }
  const health = await source.health();
  send(response, health.ok ? 200 : 503, JSON_TYPE, `${JSON.stringify(health)}\n`);
};

/** Listens on the address; rejects (EADDRINUSE, EACCES, …) when it cannot. */
export const serveMetrics = async (
  address: MetricsAddress,
  source: MetricsSource,
  log: Logger,
): Promise<MetricsServer> => {
  const server = createServer((request, response) => {
    route(source, request, response).catch((error: unknown) => {
      log.error('metrics request failed', { error, path: request.url });
      if (!response.headersSent) send(response, 500, TEXT_TYPE, 'metrics failed\n');
      else response.destroy();
    });
  });
  // A scrape is one short request; an idle keep-alive socket must not hold a shutdown up.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log.error('metrics server error', { error }));
  const { port } = server.address() as AddressInfo;
  log.info('metrics served', { host: address.host, port, paths: ['/metrics', '/healthz'] });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

/** The one line an operator reads when the endpoint cannot listen, naming the settings to fix. */
export const listenFailure = (address: MetricsAddress, error: unknown): string => {
  const code = (error as { code?: unknown } | undefined)?.code;
  const why = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
  return code === 'EADDRINUSE'
    ? `METRICS_PORT ${address.port} is already in use on ${address.host}: choose a free port, or stop what listens there`
    : `METRICS_PORT ${address.port} cannot be served on METRICS_HOST ${address.host} (${why}): check both settings`;
};
