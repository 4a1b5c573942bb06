import { walletEnv, walletTestKeys } from '../../../test/wallet-keys';
import { loadConfig } from '../../config';
import { loadWalletConfig } from './config';

const keys = walletTestKeys();
const env = walletEnv(keys);
const without = (...names: string[]) => Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
const only = (prefix: string) => Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith(prefix)));

describe('loadWalletConfig', () => {
  it('turns both wallets off when none of their variables is set', () => {
    expect(loadWalletConfig({})).toEqual({ apple: undefined, google: undefined });
    expect(loadWalletConfig({ APPLE_WALLET_TEAM_ID: '', GOOGLE_WALLET_ISSUER_ID: '' })).toEqual({ apple: undefined, google: undefined });
  });

  it('turns each wallet on with all of its variables, reading PEMs given on one line with \\n', () => {
    const config = loadWalletConfig(env);
    expect(config.apple).toEqual({
      passTypeId: 'pass.example.tickets',
      teamId: 'TEAM123456',
      certificate: keys.certificatePem.trim(),
      key: keys.keyPem.trim(),
      keyPassphrase: undefined,
      wwdr: keys.wwdrPem.trim(),
    });
    expect(config.google).toEqual({
      issuerId: '3388000000012345678',
      serviceAccountEmail: 'wallet@tickets-test.iam.gserviceaccount.com',
      privateKey: keys.googleKeyPem.trim(),
    });
    expect(loadWalletConfig(only('APPLE_')).google).toBeUndefined();
    expect(loadWalletConfig(only('GOOGLE_')).apple).toBeUndefined();
  });

  it('refuses a wallet half configured, naming what is missing', () => {
    expect(() => loadWalletConfig(without('APPLE_WALLET_WWDR', 'APPLE_WALLET_KEY'))).toThrow(
      'APPLE_WALLET_KEY, APPLE_WALLET_WWDR: must be set too, or Apple Wallet left wholly unset',
    );
    expect(() => loadWalletConfig(without('GOOGLE_WALLET_PRIVATE_KEY'))).toThrow(
      'GOOGLE_WALLET_PRIVATE_KEY: must be set too, or Google Wallet left wholly unset',
    );
    expect(() => loadWalletConfig({ APPLE_WALLET_KEY_PASSPHRASE: 'x' })).toThrow('APPLE_WALLET_KEY_PASSPHRASE: set without the other');
    // The API's start reads it with the rest, and stops with the message.
    expect(() => loadConfig({ JWT_SECRET: 'a-secret-that-is-at-least-32-characters!!', GOOGLE_WALLET_ISSUER_ID: '123' })).toThrow(
      'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY: must be set too, or Google Wallet left wholly unset',
    );
  });

  it('refuses certificates and keys it cannot read, or that do not belong together', () => {
    const other = walletTestKeys();
    expect(() => loadWalletConfig({ ...env, APPLE_WALLET_CERTIFICATE: 'not a certificate' })).toThrow(
      'APPLE_WALLET_CERTIFICATE: must be a PEM certificate',
    );
    expect(() => loadWalletConfig({ ...env, APPLE_WALLET_WWDR: 'nope' })).toThrow('APPLE_WALLET_WWDR: must be a PEM certificate');
    expect(() => loadWalletConfig({ ...env, APPLE_WALLET_KEY: other.keyPem })).toThrow(
      'APPLE_WALLET_KEY: is not the private key of APPLE_WALLET_CERTIFICATE',
    );
    expect(() => loadWalletConfig({ ...env, APPLE_WALLET_KEY: 'garbage' })).toThrow('APPLE_WALLET_KEY: must be the PEM RSA private key');
    expect(() => loadWalletConfig({ ...env, GOOGLE_WALLET_PRIVATE_KEY: 'garbage' })).toThrow('GOOGLE_WALLET_PRIVATE_KEY: must be');
    expect(() => loadWalletConfig({ ...env, GOOGLE_WALLET_ISSUER_ID: 'issuer' })).toThrow('GOOGLE_WALLET_ISSUER_ID: must be the issuer id');
  });
});
