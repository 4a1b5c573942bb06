// Made-up wallet credentials for the tests: an "Apple WWDR" certificate authority, a pass type
// certificate it issued with its key, and a Google service-account key, in the environment
// variables the API reads. Nothing here is Apple's or Google's; RSA keys come from node:crypto
// (node-forge's own key generation is slow) and the certificates are made with node-forge.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export const PASS_TYPE_ID = 'pass.example.tickets';
export const TEAM_ID = 'TEAM123456';
export const GOOGLE_ISSUER_ID = '3388000000012345678';
export const GOOGLE_SERVICE_ACCOUNT = 'wallet@tickets-test.iam.gserviceaccount.com';

const rsaPem = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

function certificate(
  subject: string,
  key: forge.pki.rsa.PrivateKey,
  issuer: { name: string; key: forge.pki.rsa.PrivateKey },
  serial: string,
  authority: boolean,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: authority, critical: true },
    authority
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, critical: true },
  ]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

export interface WalletTestKeys {
  wwdr: forge.pki.Certificate;
  signer: forge.pki.Certificate;
  /** PEM, as the variables carry them. */
  wwdrPem: string;
  certificatePem: string;
  keyPem: string;
  googleKeyPem: string;
  /** The Google key's public half, to verify its tokens. */
  googlePublicKeyPem: string;
}

export function walletTestKeys(): WalletTestKeys {
  const caKeyPem = rsaPem();
  const caKey = forge.pki.privateKeyFromPem(caKeyPem) as forge.pki.rsa.PrivateKey;
  const keyPem = rsaPem();
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const wwdr = certificate('Test WWDR', caKey, { name: 'Test WWDR', key: caKey }, '01', true);
  const signer = certificate(`Pass Type ID: ${PASS_TYPE_ID}`, key, { name: 'Test WWDR', key: caKey }, '02', false);
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    wwdr,
    signer,
    wwdrPem: forge.pki.certificateToPem(wwdr),
    certificatePem: forge.pki.certificateToPem(signer),
    keyPem,
    googleKeyPem: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    googlePublicKeyPem: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** The variables of both wallets; PEMs on one line with literal \n, as a .env file or a secret store holds them. */
export function walletEnv(keys: WalletTestKeys): Record<string, string> {
  const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
  return {
    APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: TEAM_ID,
    APPLE_WALLET_CERTIFICATE: oneLine(keys.certificatePem),
    APPLE_WALLET_KEY: oneLine(keys.keyPem),
    APPLE_WALLET_WWDR: oneLine(keys.wwdrPem),
    GOOGLE_WALLET_ISSUER_ID: GOOGLE_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: GOOGLE_SERVICE_ACCOUNT,
    GOOGLE_WALLET_PRIVATE_KEY: oneLine(keys.googleKeyPem),
  };
}

/** A pass's files, read from the .pkpass (a zip). */
export function unzipPass(pkpass: Buffer): Record<string, Buffer> {
  // adm-zip is CommonJS; required here so the test files need not know.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const AdmZip = require('adm-zip') as typeof import('adm-zip');
  const zip = new AdmZip(pkpass);
  return Object.fromEntries(zip.getEntries().map((entry) => [entry.entryName, entry.getData()]));
}

/**
 * Verifies the pass's `signature`: a detached PKCS#7 signature of manifest.json by the pass type
 * certificate, which the WWDR certificate issued. Answers the signer certificate's subject.
 */
export function verifyPassSignature(files: Record<string, Buffer>, keys: WalletTestKeys): string {
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(files.signature.toString('binary'))),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string; digestAlgorithm: string };
  };
  const [signerCert] = message.certificates.filter((cert) => cert.subject.getField('CN').value !== 'Test WWDR');
  if (!keys.wwdr.verify(signerCert)) throw new Error('the signer certificate was not issued by the WWDR certificate');
  if (forge.pki.certificateToPem(signerCert) !== keys.certificatePem) throw new Error('signed by another certificate');
  const attributes = message.rawCapture.authenticatedAttributes;
  // The signed attributes carry the manifest's digest; the signature covers them (RFC 5652, 5.4).
  const digestAttribute = attributes.find(
    (attribute) => forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest,
  );
  const signedDigest = ((digestAttribute!.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
  const manifestDigest = forge.md.sha1.create().update(files['manifest.json'].toString('binary')).digest().getBytes();
  if (signedDigest !== manifestDigest) throw new Error('the signature is not of this manifest.json');
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const attributesDigest = forge.md.sha1.create().update(forge.asn1.toDer(set).getBytes());
  if (!(signerCert.publicKey as forge.pki.rsa.PublicKey).verify(attributesDigest.digest().getBytes(), message.rawCapture.signature)) {
    throw new Error('the signature does not verify with the pass type certificate');
  }
  return signerCert.subject.getField('CN').value as string;
}
