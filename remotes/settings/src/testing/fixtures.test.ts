import { AuditRecord, BuyerSummary, Invitation, RecoveryCodes, TeamMember, TeamSettings, TwoFactorSetup } from '@shared/domain';
import { aBuyerSummary, aMember, anAuditRecord, anInvitation, aTwoFactorSetup, teamSettings, tenRecoveryCodes } from './fixtures';

it('the fixtures are what the API answers', () => {
  expect(TeamMember.parse(aMember())).toEqual(aMember());
  expect(TeamMember.parse(aMember({ lastSignInAt: null }))).toBeTruthy();
  expect(Invitation.parse(anInvitation())).toEqual(anInvitation());
  expect(TeamSettings.parse(teamSettings({ eraseBuyersAfterMonths: 36 }))).toBeTruthy();
  expect(AuditRecord.parse(anAuditRecord())).toEqual(anAuditRecord());
  expect(BuyerSummary.parse(aBuyerSummary())).toEqual(aBuyerSummary());
  expect(TwoFactorSetup.parse(aTwoFactorSetup)).toEqual(aTwoFactorSetup);
  expect(RecoveryCodes.parse({ recoveryCodes: tenRecoveryCodes })).toBeTruthy();
});
