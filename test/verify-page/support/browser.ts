/**
 * A real headless browser for the verifier page's tests: Debian's Chromium, installed with apt when
 * the machine does not have it (never a browser download of playwright's own), driven by
 * playwright-core. The page is served from docs/verify/ by a tiny static server on 127.0.0.1,
 * since browsers refuse ES modules from file:// pages.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * The flags Chromium needs here: no sandbox (we run as root), no GPU, and none of its background
 * connections, which this machine's closed network would refuse by the dozen.
 */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs Debian's chromium package when /usr/bin/chromium is absent (non-interactive; as root). */
export const ensureChromium = (): void => {
  if (existsSync(CHROMIUM)) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { env, stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env,
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium, but ${CHROMIUM} is still missing`);
};

/** Launches the system Chromium (installing it first if needed), with a fresh profile. */
export const launchChromium = async (): Promise<Browser> => {
  ensureChromium();
  // playwright-core makes a new empty user data directory for each launch.
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

export interface StaticSite {
  /** The site's address, ending in a slash: `http://127.0.0.1:PORT/`. */
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the files under `root` read-only on 127.0.0.1, as any static host would; 404 outside it. */
export const serveStatic = async (root: string): Promise<StaticSite> => {
  const server: Server = createServer((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
};
