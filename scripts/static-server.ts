// Serves one built app the way production nginx does (docker/): entries and remotes.json are
// revalidated on every load, content-hashed files are cached for a year, remotes answer CORS,
// the shell falls back to index.html for client routes (with 404 for an address that is no page of
// the site, see site-routes.ts) and proxies /api and /uploads.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isSiteRoute } from './site-routes';

export interface StaticOptions {
  root: string;
  port: number;
  host?: string;
  /**
   * Shell only: paths without a file answer index.html so client routes survive a reload; with
   * status 404 when the path is no page of the site, whose own not-found page index.html then shows.
   */
  spaFallback?: boolean;
  /** Shell only: where /api and /uploads go. */
  apiOrigin?: string;
  /** Files served from outside `root` (URL path => file): the per-environment remotes.json. */
  files?: Record<string, string>;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
const hashed = /\.[0-9a-f]{8}\.[a-z]+$/;

export function cacheControl(file: string): string {
  return hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

function gzipped(file: string, mtime: number): Buffer {
  const cached = gzipCache.get(file);
  if (cached?.mtime === mtime) return cached.body;
  const body = gzipSync(readFileSync(file), { level: 9 });
  gzipCache.set(file, { mtime, body });
  return body;
}

function proxy(req: IncomingMessage, res: ServerResponse, origin: string) {
  const target = new URL(req.url ?? '/', origin);
  // As docker/nginx does: the connecting address replaces whatever X-Forwarded-For the client sent,
  // so the API (trusting this proxy, see system.ts) counts login attempts by the real client.
  const headers = { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  const upstream = request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, message: 'The API is not reachable' }));
  });
  req.pipe(upstream);
}

interface Resolved {
  file: string;
  status: 200 | 404;
}

function resolveFile(root: string, urlPath: string, spaFallback: boolean): Resolved | null {
  const decoded = decodeURIComponent(urlPath);
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root)) return null;
  if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
  // Client-side routes have no file extension; missing assets must stay 404s.
  if (spaFallback && !extname(decoded)) return { file: join(root, 'index.html'), status: isSiteRoute(decoded) ? 200 : 404 };
  return null;
}

export function serveStatic({ root, port, host = '0.0.0.0', spaFallback = false, apiOrigin, files = {} }: StaticOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (apiOrigin && (path.startsWith('/api/') || path === '/api' || path.startsWith('/uploads/'))) return proxy(req, res, apiOrigin);

    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    let resolved: Resolved | null;
    try {
      resolved = files[path] ? { file: files[path], status: 200 } : resolveFile(root, path === '/' ? '/index.html' : path, spaFallback);
    } catch {
      resolved = null; // a malformed %-escape
    }
    if (!resolved) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    const { file, status } = resolved;
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': cacheControl(file),
      vary: 'Accept-Encoding',
    };
    const mtime = statSync(file).mtimeMs;
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipped(file, mtime);
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
