// The team's calls and hooks (docs/product-rules.md#roles): Settings > Team (members, invitations,
// the team's rules), Security's two-factor sign-in, and the invitation's own page.
import type {
  AdminUser,
  Invitation,
  InvitationAcceptance,
  InvitationPreview,
  InvitationRequest,
  LoginResponse,
  RecoveryCodes,
  RoleChange,
  TeamMember,
  TeamSettings,
  TwoFactorCode,
  TwoFactorOff,
  TwoFactorSetup,
} from '@shared/domain';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** Whether the signed-in member signs in with a second factor, and whether the team requires it. */
export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
}

export const teamApi = {
  members: async () => (await http.get<{ data: TeamMember[] }>('/admin/team')).data.data,
  invitations: async () => (await http.get<{ data: Invitation[] }>('/admin/team/invitations')).data.data,
  invite: async (body: InvitationRequest) => (await http.post<{ data: Invitation }>('/admin/team/invitations', body)).data.data,
  withdraw: async (id: string) => {
    await http.delete(at('/admin/team/invitations', id));
  },
  changeRole: async (id: string, body: RoleChange) => (await http.patch<{ data: TeamMember }>(at('/admin/team', id), body)).data.data,
  remove: async (id: string) => {
    await http.delete(at('/admin/team', id));
  },
  settings: async () => (await http.get<TeamSettings>('/admin/team/settings')).data,
  saveSettings: async (body: TeamSettings) => (await http.put<TeamSettings>('/admin/team/settings', body)).data,
};

export const invitationApi = {
  preview: async (token: string) => (await http.get<InvitationPreview>(at('/admin/invitations', token))).data,
  accept: async (token: string, body: InvitationAcceptance) =>
    (await http.post<LoginResponse>(`${at('/admin/invitations', token)}/accept`, body)).data,
};

export const twoFactorApi = {
  status: async () => (await http.get<TwoFactorStatus>('/admin/me/two-factor')).data,
  start: async () => (await http.post<TwoFactorSetup>('/admin/me/two-factor')).data,
  confirm: async (body: TwoFactorCode) => (await http.post<RecoveryCodes>('/admin/me/two-factor/confirm', body)).data.recoveryCodes,
  turnOff: async (body: TwoFactorOff) => {
    await http.delete('/admin/me/two-factor', { body });
  },
};

export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
  settings: ['team', 'settings'] as const,
  twoFactor: ['team', 'two-factor'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

export const useTeamMembers = () =>
  useQuery({ queryKey: teamKeys.members, queryFn: teamApi.members, meta: { failure: 'Could not load the team' } });
export const usePendingInvitations = () =>
  useQuery({ queryKey: teamKeys.invitations, queryFn: teamApi.invitations, meta: { failure: 'Could not load the invitations' } });
export const useTeamSettings = (enabled = true) =>
  useQuery({
    queryKey: teamKeys.settings,
    queryFn: enabled ? teamApi.settings : skipToken,
    meta: { failure: "Could not load the team's rules" },
  });
export const useTwoFactorStatus = () =>
  useQuery({ queryKey: teamKeys.twoFactor, queryFn: twoFactorApi.status, meta: { failure: 'Could not load two-factor sign-in' } });
export const useInvitation = (token: string) =>
  useQuery({ queryKey: teamKeys.invitation(token), queryFn: () => invitationApi.preview(token), retry: false });

/** A team write: every list and rule of the team is read again after it. */
function useTeamWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}

export const useInvite = () => useTeamWrite(teamApi.invite);
export const useWithdrawInvitation = () => useTeamWrite(teamApi.withdraw);
export const useChangeRole = () => useTeamWrite(({ id, role }: { id: string } & RoleChange) => teamApi.changeRole(id, { role }));
export const useRemoveMember = () => useTeamWrite(teamApi.remove);
export const useSaveTeamSettings = () => useTeamWrite(teamApi.saveSettings);
export const useStartTwoFactor = () => useTeamWrite(twoFactorApi.start);
export const useConfirmTwoFactor = () => useTeamWrite(twoFactorApi.confirm);
export const useTurnOffTwoFactor = () => useTeamWrite(twoFactorApi.turnOff);

/** Accepting an invitation signs the new member in: the caller stores the session. */
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (body: InvitationAcceptance): Promise<{ token: string; admin: AdminUser }> => invitationApi.accept(token, body),
  });
