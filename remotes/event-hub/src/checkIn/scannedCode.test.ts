import { codeFromScan } from './scannedCode';

describe('codeFromScan', () => {
  it('reads a code as typed, or as a keyboard-wedge scanner sends it', () => {
    expect(codeFromScan('7k3m q9tx 2hdr 5wna')).toBe('7K3M-Q9TX-2HDR-5WNA');
    expect(codeFromScan(' 7K3M-Q9TX-2HDR-5WNA\n')).toBe('7K3M-Q9TX-2HDR-5WNA');
  });

  it('takes the code out of a signed ticket QR', () => {
    const name = Buffer.from('Ada Obi').toString('base64url');
    expect(codeFromScan(`TKT1.7K3MQ9TX2HDR5WNA.0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3.${name}.c2lnbmF0dXJl`)).toBe('7K3M-Q9TX-2HDR-5WNA');
  });

  it('refuses what cannot be a code', () => {
    expect(codeFromScan('')).toBeNull();
    expect(codeFromScan('https://example.com/ticket')).toBeNull();
    expect(codeFromScan('TKT1.7K3MQ9TX2HDR5WNA')).toBeNull();
    expect(codeFromScan('TKT1.7K3MQ9TX2HDR5WNU.event.name.sig')).toBeNull();
  });
});
