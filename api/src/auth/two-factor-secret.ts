// The authenticator app's shared secret, as admins.totpSecret keeps it: encrypted with AES-256-GCM,
// so a copy of the database (a backup, a leaked dump) cannot make codes. The key is derived from
// JWT_SECRET with HKDF under a label of its own, so it is a different key from the one that signs
// tokens, and no second secret has to be configured and kept. The member's id is the additional
// data: a secret copied onto another member's row does not open. Changing JWT_SECRET makes every
// stored secret unreadable: those members sign in with a recovery code and set the app up again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const LABEL = 'events-api two-factor secret v1';
const VERSION = 'v1';
const IV_BYTES = 12;
// Said on opening too: GCM would otherwise accept a shortened tag, which is easier to forge.
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();
/** The AES key of a JWT secret, derived once per secret. */
function keyOf(jwtSecret: string): Buffer {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), LABEL, 32));
    keys.set(jwtSecret, key);
  }
  return key;
}

/** `secret` (base32) encrypted for the member: 'v1.<iv>.<tag>.<ciphertext>', each base64url. */
export function sealTotpSecret(jwtSecret: string, adminId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv, { authTagLength: TAG_BYTES }).setAAD(Buffer.from(adminId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret sealed for the member, or undefined when it cannot be opened (another JWT_SECRET, another row, tampered). */
export function openTotpSecret(jwtSecret: string, adminId: string, stored: string): string | undefined {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES })
      .setAAD(Buffer.from(adminId))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
