// Every route of the site, typed, so links and route tables across the shell and the remotes
// cannot drift apart. Which remote renders which route is decided in the list of apps (apps.ts).

export type EventKind = 'experiences' | 'parties';

export const paths = {
  home: '/',
  experiences: '/experiences',
  parties: '/parties',
  gallery: '/gallery',
  merchandise: '/merchandise',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  checkOut: (kind: EventKind) => `/${kind}/check-out` as const,
  confirmation: (kind: EventKind) => `/${kind}/confirmation` as const,
  redirect: (kind: EventKind) => `/${kind}/redirect` as const,
  /** Where the payment provider sends the buyer back, under the kind they bought. */
  paymentSuccess: (kind: EventKind) => `/${kind}/payment-success` as const,
  /** Find my booking: e-mail + order reference, the link is e-mailed. */
  findBooking: '/booking',
  /** The buyer's own page of one order, reached by the link in every ticket e-mail. */
  booking: (token: string) => `/booking/${token}` as const,

  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    events: '/admin/events',
    createExperience: '/admin/events/create-experience',
    createParty: '/admin/events/create-party',
    eventCheckIn: '/admin/events/check-in',
    promoCodes: '/admin/events/promo-codes',
    eventPreview: (kind: EventKind, id: string) => `/admin/events/${kind}/preview/${id}` as const,
    eventTickets: (kind: EventKind, id: string) => `/admin/events/${kind}/tickets/${id}` as const,
    /** A sold-out event's waiting list (docs/product-rules.md#waiting-list). */
    eventWaitingList: (kind: EventKind, id: string) => `/admin/events/${kind}/waiting-list/${id}` as const,
    payments: '/admin/payments',
    orders: '/admin/orders',
    order: (id: string) => `/admin/orders/${id}` as const,
    merchandise: '/admin/merchandise',
    merchandiseOrders: '/admin/merchandise/orders',
    merchandiseCreate: '/admin/merchandise/create',
    merchandiseEdit: (id: number | string) => `/admin/merchandise/edit/${id}` as const,
    merchandiseDetails: (id: number | string) => `/admin/merchandise/item-details/${id}` as const,
    merchandiseItem: (id: number | string) => `/admin/merchandise/${id}` as const,
    settings: '/admin/settings',
    /** The page an invitation e-mail links to: the invitee sets their name and password. */
    invitation: (token: string) => `/admin/invitation/${token}` as const,
  },
} as const;

/** True when `pathname` is `prefix` itself or below it (so '/admin/events-x' is not under '/admin/events'). */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}
