// Made-up wallet credentials for the system under test, so its tickets offer both wallets: an
// "Apple WWDR" authority and the pass type certificate it issued (made with openssl), and a
// Google service-account key. Nothing here is Apple's or Google's. Made once per run into a
// folder the config names in E2E_WALLET_DIR, so the test workers read the same ones.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PASS_TYPE_ID = 'pass.example.e2e-tickets';

const rsaKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

function makeKeys(dir: string): void {
  const pem = (key: ReturnType<typeof rsaKey>['privateKey']) => key.export({ type: 'pkcs1', format: 'pem' }).toString();
  writeFileSync(join(dir, 'wwdr.key'), pem(rsaKey().privateKey));
  writeFileSync(join(dir, 'pass.key'), pem(rsaKey().privateKey));
  const google = rsaKey();
  writeFileSync(join(dir, 'google.key'), google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  writeFileSync(join(dir, 'google.pub'), google.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl('req', '-x509', '-key', 'wwdr.key', '-out', 'wwdr.pem', '-days', '7', '-subj', '/CN=E2E WWDR');
  openssl('req', '-new', '-key', 'pass.key', '-out', 'pass.csr', '-subj', `/CN=Pass Type ID: ${E2E_PASS_TYPE_ID}`);
  openssl('x509', '-req', '-in', 'pass.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr.key', '-CAcreateserial', '-out', 'pass.pem', '-days', '7');
}

/** The folder of this run's wallet keys, made the first time it is asked for. */
export function walletKeysDir(): string {
  const dir = process.env.E2E_WALLET_DIR ?? mkdtempSync(join(tmpdir(), 'events-e2e-wallet-'));
  if (!existsSync(join(dir, 'pass.pem'))) makeKeys(dir);
  process.env.E2E_WALLET_DIR = dir;
  return dir;
}

/** The API's wallet variables for the keys of `dir`. */
export function walletEnv(dir: string): Record<string, string> {
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return {
    APPLE_WALLET_PASS_TYPE_ID: E2E_PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: 'E2ETEAM123',
    APPLE_WALLET_CERTIFICATE: read('pass.pem'),
    APPLE_WALLET_KEY: read('pass.key'),
    APPLE_WALLET_WWDR: read('wwdr.pem'),
    GOOGLE_WALLET_ISSUER_ID: '3388000000099999999',
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@e2e-tickets.iam.gserviceaccount.com',
    GOOGLE_WALLET_PRIVATE_KEY: read('google.key'),
  };
}
