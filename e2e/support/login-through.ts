// Sign-in requests from a chosen client address, for the login-limit specs. Every address in
// 127.0.0.0/8 is local on Linux, so each "client" is a different loopback address, picked at random
// so a rerun against the same system starts from clean counts. Never 127.0.0.1: that is the
// address the proxies in front of the API (nginx, npm start's server) connect from.
import { request as httpRequest } from 'node:http';

export const randomLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

export interface LoginAnswer {
  status: number;
  body: { message?: string; token?: string };
  retryAfter?: string;
}

/** POST /api/admin/login on 127.0.0.1:`port` (the API itself or a proxy in front of it) from the address `from`. */
export function loginThrough(
  port: number,
  from: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<LoginAnswer> {
  const body = JSON.stringify(credentials);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/admin/login',
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
