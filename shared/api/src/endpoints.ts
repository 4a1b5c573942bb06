// Typed calls for the SPEC §7 endpoints. Response shapes follow the spec: lists come in
// body.data, single items are the body itself.
import type { AdminUser, EventStatus, Experience, LoginRequest, LoginResponse, Party } from '@shared/domain';
import { http } from './client';

export const authApi = {
  login: async (body: LoginRequest) => (await http.post<LoginResponse>('/admin/login', body)).data,
  logout: async () => {
    await http.post('/admin/logout');
  },
};

export const adminApi = {
  me: async () => (await http.get<AdminUser>('/admin/me')).data,
};

export const experienceApi = {
  list: async (status: EventStatus) =>
    (await http.get<{ data: Experience[] }>('/experience/get', { params: { status } })).data.data,
  get: async (id: string) => (await http.get<Experience>(`/experience/get/${encodeURIComponent(id)}`)).data,
};

export const partyApi = {
  list: async (status: EventStatus) =>
    (await http.get<{ data: Party[] }>('/party/get', { params: { status } })).data.data,
  get: async (id: string) => (await http.get<Party>(`/party/get/${encodeURIComponent(id)}`)).data,
};
