// Typed calls for every API endpoint. Response shapes follow the wire contract
// (docs/product-rules.md#api-contract): lists come in body.data and the calls answer that list;
// single items are the body itself (the experience create answer,
// { data: experience }, is unwrapped to the experience).
import type {
  AdminEventPage,
  AdminEventPageQuery,
  AdminOrder,
  AdminUser,
  AttendeeChange,
  BuyerContact,
  CancelRequest,
  CheckInRequest,
  CheckInResult,
  DashboardRange,
  DashboardSummary,
  SiteHealth,
  EventStatus,
  Experience,
  ExperienceCreated,
  ExperienceCreateInput,
  ExperienceEdit,
  MerchandiseInput,
  MerchandiseItem,
  MerchandiseOrder,
  MerchandiseOrderPage,
  MerchandiseOrderQuery,
  OrderCancelled,
  OrderCreated,
  OrderListItem,
  OrderPayloadInput,
  PaidUsers,
  PaidUsersQuery,
  Party,
  PartyCreateInput,
  PartyEdit,
  PasswordChange,
  PasswordChanged,
  PaymentStart,
  ProfileUpdate,
  RefundCreated,
  RefundRequest,
  Transaction,
  TransactionExportQuery,
  TransactionPage,
  TransactionPageQuery,
  TransactionQuery,
  UnpaidOrderList,
  UnpaidOrderQuery,
  UploadedImage,
} from '@shared/domain';
import { http } from './client';
import { eventListPath } from './eventLists';
import { signInApi } from './signIn';

const at = (path: string, id: string | number) => `${path}/${encodeURIComponent(id)}`;

export const authApi = {
  // Signing in is made without the client (signIn.ts); these stay for the apps built to call them here.
  login: signInApi.login,
  loginSecondFactor: signInApi.loginSecondFactor,
  logout: async () => {
    await http.post('/admin/logout');
  },
};

export const adminApi = {
  me: async () => (await http.get<AdminUser>('/admin/me')).data,
  updateProfile: async (body: ProfileUpdate) => (await http.put<AdminUser>('/admin/me', body)).data,
  /** Ends the admin's other sessions; answers the token this session goes on with. */
  changePassword: async (body: PasswordChange) => (await http.post<PasswordChanged>('/admin/password', body)).data.token,
};

export const experienceApi = {
  list: async (status: EventStatus) => (await http.get<{ data: Experience[] }>(eventListPath('experience', status))).data.data,
  get: async (id: string) => (await http.get<Experience>(at('/experience/get', id))).data,
  create: async (body: ExperienceCreateInput) => (await http.post<ExperienceCreated>('/experience/create', body)).data.data,
  edit: async (id: string, body: ExperienceEdit) => (await http.put<Experience>(at('/experience/edit', id), body)).data,
};

export const partyApi = {
  list: async (status: EventStatus) => (await http.get<{ data: Party[] }>(eventListPath('party', status))).data.data,
  get: async (id: string) => (await http.get<Party>(at('/party/get', id))).data,
  create: async (body: PartyCreateInput) => (await http.post<Party>('/party/create', body)).data,
  edit: async (id: string, body: PartyEdit) => (await http.put<Party>(at('/party/edit', id), body)).data,
};

export const adminEventApi = {
  /** One page of the Event Hub table, with every tab's and filter's count. */
  page: async (query: AdminEventPageQuery) => (await http.get<AdminEventPage>('/admin/events', { params: query })).data,
};

export const uploadApi = {
  /** Uploads one image (PNG, JPEG or WebP); `onProgress` gets 0-1 as the bytes go out. */
  image: async (file: Blob, onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    const response = await http.post<UploadedImage>('/uploads', form, {
      onUploadProgress: (progress) => onProgress?.(progress.total ? progress.loaded / progress.total : 0),
    });
    return response.data;
  },
};

export const transactionApi = {
  list: async (query: TransactionQuery = {}) => (await http.get<{ data: Transaction[] }>('/transaction/get', { params: query })).data.data,
  paidUsers: async (query: PaidUsersQuery) => (await http.get<PaidUsers>('/transaction/paid-users', { params: query })).data,
  /** Admin: one page of payments, filtered, searched and sorted by the API, with its paging figures (data, page, pageSize, total). */
  page: async (query: TransactionPageQuery = {}) => (await http.get<TransactionPage>('/admin/transactions', { params: query })).data,
  /** Admin: every payment the filters, search and sort keep, as the CSV file to save (docs/product-rules.md#payment-tracking-export). */
  csv: async (query: TransactionExportQuery = {}) =>
    (await http.get<Blob>('/admin/transactions.csv', { params: query, responseType: 'blob' })).data,
};

export const merchandiseApi = {
  list: async () => (await http.get<{ data: MerchandiseItem[] }>('/merchandise')).data.data,
  get: async (id: number) => (await http.get<MerchandiseItem>(at('/merchandise', id))).data,
  create: async (body: MerchandiseInput) => (await http.post<MerchandiseItem>('/merchandise', body)).data,
  update: async (id: number, body: MerchandiseInput) => (await http.put<MerchandiseItem>(at('/merchandise', id), body)).data,
  remove: async (id: number) => {
    await http.delete(at('/merchandise', id));
  },
};

export const merchandiseOrderApi = {
  /** One page with its paging figures (data, page, pageSize, total). */
  page: async (query: MerchandiseOrderQuery = {}) => (await http.get<MerchandiseOrderPage>('/merchandise-orders', { params: query })).data,
  get: async (id: number) => (await http.get<MerchandiseOrder>(at('/merchandise-orders', id))).data,
  confirm: async (id: number) => (await http.post<MerchandiseOrder>(`${at('/merchandise-orders', id)}/confirm`)).data,
  deliver: async (id: number) => (await http.post<MerchandiseOrder>(`${at('/merchandise-orders', id)}/deliver`)).data,
};

export const dashboardApi = {
  summary: async (range: DashboardRange) => (await http.get<DashboardSummary>('/dashboard/summary', { params: { range } })).data,
};

/** Owners and admins: errors per front-end app version, each canary against its stable release, automatic rollbacks. */
export const siteHealthApi = {
  get: async () => (await http.get<SiteHealth>('/admin/site-health')).data,
};

export const orderApi = {
  /** Creates the order (the server prices it and holds its tickets); answers its id. */
  create: async (body: OrderPayloadInput) => (await http.post<OrderCreated>('/order/create', body)).data,
  /** Starts a card payment (Stripe) of what the order owes now. */
  card: async (orderId: string) => (await http.post<PaymentStart>(at('/stripe/checkout', orderId))).data,
  /** Starts a wallet payment (PayPal) of what the order owes now. */
  wallet: async (orderId: string) => (await http.post<PaymentStart>(at('/pay', orderId))).data,
  /** Admin: orders holding tickets unpaid and orders whose hold lapsed unpaid, newest first. */
  unpaid: async (query: UnpaidOrderQuery = {}) => (await http.get<UnpaidOrderList>('/order/unpaid', { params: query })).data.data,
};

export const ticketApi = {
  /**
   * Lets a ticket in at the door: valid (now), already checked in (with when and by which device),
   * unknown, or balance due; `door` names the device and the event it is set up for.
   */
  checkIn: async (code: string, door: Omit<CheckInRequest, 'code'> = {}) =>
    (await http.post<CheckInResult>('/tickets/check-in', { code, ...door })).data,
};

/** The back office's order page and its actions (docs/product-rules.md#after-the-sale); money in pence. */
export const adminOrderApi = {
  /** Orders whose reference, e-mail or name matches `search` (part of one is enough). */
  search: async (search: string) => (await http.get<{ data: OrderListItem[] }>('/admin/orders', { params: { search } })).data.data,
  get: async (id: string) => (await http.get<{ data: AdminOrder }>(at('/admin/orders', id))).data.data,
  /** Gives money back: `amount` in pence, or everything still refundable when left out. */
  refund: async (id: string, body: RefundRequest) =>
    (await http.post<{ data: RefundCreated }>(`${at('/admin/orders', id)}/refunds`, body)).data.data,
  /** Voids the tickets and puts them back on sale; `refund` gives back everything refundable in the same step. */
  cancel: async (id: string, body: CancelRequest) =>
    (await http.post<{ data: OrderCancelled }>(`${at('/admin/orders', id)}/cancel`, body)).data.data,
  /** E-mails the tickets again to the buyer (queued: the API answers 202). */
  resend: async (id: string) => {
    await http.post(`${at('/admin/orders', id)}/resend`);
  },
  /** Corrects who the buyer is; the tickets are issued again to the e-mail given. Answers the order as it now is. */
  updateBuyer: async (id: string, body: BuyerContact) =>
    (await http.patch<{ data: AdminOrder }>(`${at('/admin/orders', id)}/buyer`, body)).data.data,
  /** Renames one ticket's attendee: the ticket is issued again under a new code (409 once the event has started). Answers the order as it now is. */
  renameAttendee: async (id: string, code: string, body: AttendeeChange) =>
    (await http.patch<{ data: AdminOrder }>(`${at('/admin/orders', id)}/tickets/${encodeURIComponent(code)}`, body)).data.data,
};
