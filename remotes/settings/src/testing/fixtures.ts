// Wire objects for the component tests, valid against the domain schemas (see fixtures.test.ts).
import type { AuditRecord, BuyerSummary, Invitation, TeamMember, TeamSettings, TwoFactorSetup } from '@shared/domain';

export function aMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'm1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    role: 'OWNER',
    twoFactor: true,
    lastSignInAt: '2026-03-14T18:30:00.000Z',
    ...overrides,
  };
}

export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'i1',
    email: 'grace@example.com',
    role: 'FINANCE',
    invitedAt: '2026-03-14T09:00:00.000Z',
    expiresAt: '2026-03-17T09:00:00.000Z',
    ...overrides,
  };
}

export const teamSettings = (overrides: Partial<TeamSettings> = {}): TeamSettings => ({
  requireTwoFactor: false,
  eraseBuyersAfterMonths: null,
  ...overrides,
});

export function anAuditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: 1,
    at: '2026-03-14T18:30:00.000Z',
    actorEmail: 'ada@example.com',
    action: 'update',
    entity: 'event',
    entityId: '42',
    changes: { price: { from: 12550, to: 13000 }, capacity: { from: 40, to: null } },
    ...overrides,
  };
}

export function aBuyerSummary(overrides: Partial<BuyerSummary> = {}): BuyerSummary {
  return {
    email: 'buyer@example.com',
    orders: 2,
    tickets: 3,
    payments: 2,
    merchandiseOrders: 1,
    lastEventDay: '2026-05-02',
    ...overrides,
  };
}

export const aTwoFactorSetup: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Evently:owner%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Evently',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
};

export const tenRecoveryCodes = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}-abcd`);
