import { createPrivateKey } from 'node:crypto';
import forge from 'node-forge';

// Apple Wallet and Google Wallet passes (docs/product-rules.md#wallet-passes). Each wallet is on
// when all of its variables are set and off when none is; a wallet with only some of them set
// stops the API at start, so a typo never quietly hides the buttons from every buyer.

export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  /** PEM: the pass type certificate, its private key (with its passphrase, if any) and Apple's WWDR intermediate. */
  certificate: string;
  key: string;
  keyPassphrase: string | undefined;
  wwdr: string;
}

export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  /** PEM, PKCS#8: the service account's private key. */
  privateKey: string;
}

export interface WalletConfig {
  apple: AppleWalletConfig | undefined;
  google: GoogleWalletConfig | undefined;
}

const APPLE = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERTIFICATE',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_WWDR',
] as const;
const GOOGLE = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_WALLET_PRIVATE_KEY'] as const;

/** A PEM from an environment variable: one-line values carry their line breaks as a literal `\n`. */
const pem = (value: string) => value.replace(/\\n/g, '\n').trim();

/** The wallets the environment configures; throws an Error listing every problem. */
export function loadWalletConfig(env: NodeJS.ProcessEnv): WalletConfig {
  const problems: string[] = [];
  const set = (name: string) => env[name] !== undefined && env[name] !== '';
  const wholly = (names: readonly string[], wallet: string) => {
    const missing = names.filter((name) => !set(name));
    if (missing.length === names.length) return false;
    if (missing.length > 0) problems.push(`${missing.join(', ')}: must be set too, or ${wallet} left wholly unset`);
    return missing.length === 0;
  };
  const apple = wholly(APPLE, 'Apple Wallet') ? appleConfig(env, problems) : undefined;
  if (!apple && set('APPLE_WALLET_KEY_PASSPHRASE') && !APPLE.some(set)) {
    problems.push('APPLE_WALLET_KEY_PASSPHRASE: set without the other APPLE_WALLET_ variables');
  }
  const google = wholly(GOOGLE, 'Google Wallet') ? googleConfig(env, problems) : undefined;
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return { apple, google };
}

function appleConfig(env: NodeJS.ProcessEnv, problems: string[]): AppleWalletConfig | undefined {
  const config: AppleWalletConfig = {
    passTypeId: env.APPLE_WALLET_PASS_TYPE_ID!.trim(),
    teamId: env.APPLE_WALLET_TEAM_ID!.trim(),
    certificate: pem(env.APPLE_WALLET_CERTIFICATE!),
    key: pem(env.APPLE_WALLET_KEY!),
    keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE || undefined,
    wwdr: pem(env.APPLE_WALLET_WWDR!),
  };
  const before = problems.length;
  // Read now the way the signing reads them (node-forge), so a bad certificate is a start-up
  // error rather than a 500 on the first buyer's download.
  const certificate = (name: string, value: string) => {
    try {
      return forge.pki.certificateFromPem(value);
    } catch {
      problems.push(`${name}: must be a PEM certificate (-----BEGIN CERTIFICATE-----)`);
      return undefined;
    }
  };
  const signer = certificate('APPLE_WALLET_CERTIFICATE', config.certificate);
  certificate('APPLE_WALLET_WWDR', config.wwdr);
  let key: forge.pki.rsa.PrivateKey | null = null;
  try {
    key = forge.pki.decryptRsaPrivateKey(config.key, config.keyPassphrase);
  } catch {
    // Reported below.
  }
  if (!key) {
    problems.push(
      'APPLE_WALLET_KEY: must be the PEM RSA private key of the certificate (with APPLE_WALLET_KEY_PASSPHRASE when it is encrypted)',
    );
  } else if (signer && (signer.publicKey as forge.pki.rsa.PublicKey).n.compareTo(key.n) !== 0) {
    problems.push('APPLE_WALLET_KEY: is not the private key of APPLE_WALLET_CERTIFICATE');
  }
  return problems.length === before ? config : undefined;
}

function googleConfig(env: NodeJS.ProcessEnv, problems: string[]): GoogleWalletConfig | undefined {
  const config: GoogleWalletConfig = {
    issuerId: env.GOOGLE_WALLET_ISSUER_ID!.trim(),
    serviceAccountEmail: env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!.trim(),
    privateKey: pem(env.GOOGLE_WALLET_PRIVATE_KEY!),
  };
  const before = problems.length;
  // Google's ids of classes and objects are '<issuer id>.<suffix>', the issuer id a number.
  if (!/^\d+$/.test(config.issuerId)) problems.push('GOOGLE_WALLET_ISSUER_ID: must be the issuer id, digits only');
  if (!/^[^@\s]+@[^@\s]+$/.test(config.serviceAccountEmail)) {
    problems.push('GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: must be the service account e-mail address');
  }
  try {
    if (createPrivateKey(config.privateKey).asymmetricKeyType !== 'rsa') throw new Error('not RSA');
  } catch {
    problems.push("GOOGLE_WALLET_PRIVATE_KEY: must be the service account's PEM RSA private key (its private_key)");
  }
  return problems.length === before ? config : undefined;
}
