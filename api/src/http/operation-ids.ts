import type { FastifyInstance } from 'fastify';

/**
 * The operationId of every API operation, by method and route. Clients generated from the OpenAPI
 * document name their calls after these, so an id, once published, is never renamed: a route that
 * moves keeps its id here. `npm run lint:openapi` fails on an operation without one.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /api/health': 'getHealth',
  'GET /api/site': 'getSiteInfo',

  'POST /api/admin/login': 'logIn',
  'POST /api/admin/logout': 'logOut',
  'GET /api/admin/me': 'getCurrentAdmin',
  'PUT /api/admin/me': 'updateCurrentAdmin',
  'POST /api/admin/password': 'changePassword',
  'POST /api/admin/login/2fa': 'logInWithCode',
  'GET /api/admin/me/two-factor': 'getTwoFactorStatus',
  'POST /api/admin/me/two-factor': 'startTwoFactorSetup',
  'POST /api/admin/me/two-factor/confirm': 'confirmTwoFactor',
  'DELETE /api/admin/me/two-factor': 'turnOffTwoFactor',

  'GET /api/experience/get': 'getExperiences',
  'GET /api/experience/get/:id': 'getExperience',
  'POST /api/experience/create': 'createExperience',
  'PUT /api/experience/edit/:id': 'editExperience',
  'GET /api/party/get': 'getParties',
  'GET /api/party/get/:id': 'getParty',
  'POST /api/party/create': 'createParty',
  'PUT /api/party/edit/:id': 'editParty',
  'POST /api/uploads': 'uploadImage',

  'GET /api/merchandise': 'getMerchandise',
  'GET /api/merchandise/:id': 'getMerchandiseItem',
  'POST /api/merchandise': 'createMerchandiseItem',
  'PUT /api/merchandise/:id': 'replaceMerchandiseItem',
  'DELETE /api/merchandise/:id': 'deleteMerchandiseItem',
  'GET /api/merchandise-orders': 'getMerchandiseOrders',
  'GET /api/merchandise-orders/:id': 'getMerchandiseOrder',
  'POST /api/merchandise-orders/:id/confirm': 'confirmMerchandiseOrder',
  'POST /api/merchandise-orders/:id/deliver': 'deliverMerchandiseOrder',

  'GET /api/transaction/get': 'getTransactions',
  'GET /api/transaction/paid-users': 'getPaidUsers',
  'GET /api/admin/transactions': 'listTransactionPage',
  'GET /api/admin/transactions.csv': 'exportTransactions',
  'GET /api/dashboard/summary': 'getDashboardSummary',

  'POST /api/order/create': 'createOrder',
  'GET /api/order/unpaid': 'getUnpaidOrders',
  'POST /api/queue/:eventId/join': 'joinQueue',
  'GET /api/queue/:eventId/status': 'getQueueStatus',
  'POST /api/stripe/checkout/:orderId': 'startStripePayment',
  'POST /api/pay/:orderId': 'startPaypalPayment',
  'GET /api/order/:orderId/pay': 'getOrderPayPage',
  'POST /api/order/:orderId/pay': 'submitOrderPayPage',
  'GET /api/order/:orderId/return': 'getOrderReturn',
  'POST /api/order/:orderId/return/booking-link': 'createReturnBookingLink',
  'POST /api/payments/stripe/webhook': 'receiveStripeWebhook',
  'POST /api/payments/paypal/webhook': 'receivePaypalWebhook',
  'GET /api/payments/paypal/return': 'returnFromPaypal',
  'POST /api/tickets/check-in': 'checkInTicket',
  'GET /api/check-in/key': 'getCheckInKey',
  'GET /api/check-in/events': 'listDoorEvents',
  'GET /api/check-in/events/:eventId/tickets': 'getDoorList',
  'GET /api/check-in/events/:eventId/counts': 'getGateCounts',
  'POST /api/check-in/sync': 'syncDoorScans',
  'GET /api/sandbox/:paymentId': 'getSandboxPaymentPage',
  'POST /api/sandbox/:paymentId/complete': 'completeSandboxPayment',
  'POST /api/sandbox/:paymentId/cancel': 'cancelSandboxPayment',

  'GET /api/admin/orders': 'searchOrders',
  'GET /api/admin/orders/:id': 'getAdminOrder',
  'POST /api/admin/orders/:id/refunds': 'refundOrder',
  'POST /api/admin/orders/:id/cancel': 'cancelOrder',
  'POST /api/admin/orders/:id/resend': 'resendOrderTickets',
  'PATCH /api/admin/orders/:id/buyer': 'updateOrderBuyer',
  'PATCH /api/admin/orders/:id/tickets/:code': 'renameOrderTicketAttendee',

  'GET /api/bookings/:token': 'getBooking',
  'POST /api/bookings/:token/cancel': 'cancelBooking',
  'POST /api/bookings/:token/resend': 'resendBookingTickets',
  'POST /api/bookings/:token/pay/:instalment': 'payBookingInstalment',
  'POST /api/bookings/lookup': 'findBooking',
  'GET /api/bookings/:token/calendar.ics': 'getBookingCalendar',
  'GET /api/bookings/:token/tickets/:code.pdf': 'getBookingTicketPdf',
  'GET /api/bookings/:token/tickets/:code/qr.svg': 'getBookingTicketQr',

  'POST /api/events/:id/views': 'countEventView',
  'GET /api/admin/events': 'listAdminEventPage',
  'GET /api/admin/events/:id/views': 'getEventViews',
  'GET /api/admin/events/:id/tickets': 'listEventTickets',

  'GET /api/admin/audit': 'listAuditTrail',

  'GET /api/admin/team': 'listTeamMembers',
  'PATCH /api/admin/team/:id': 'changeMemberRole',
  'DELETE /api/admin/team/:id': 'removeMember',
  'GET /api/admin/team/invitations': 'listInvitations',
  'POST /api/admin/team/invitations': 'inviteMember',
  'DELETE /api/admin/team/invitations/:id': 'withdrawInvitation',
  'GET /api/admin/team/settings': 'getTeamSettings',
  'PUT /api/admin/team/settings': 'updateTeamSettings',
  'GET /api/admin/invitations/:token': 'getInvitation',
  'POST /api/admin/invitations/:token/accept': 'acceptInvitation',

  'GET /api/admin/buyers/:email': 'getBuyer',
  'GET /api/admin/buyers/:email/export': 'exportBuyer',
  'POST /api/admin/buyers/:email/erase': 'eraseBuyer',

  'POST /api/waiting-list/:eventId': 'joinWaitingList',
  'GET /api/waiting-list/claims/:token': 'getWaitingListOffer',
  'GET /api/admin/events/:id/waiting-list': 'listWaitingList',
  'DELETE /api/admin/waiting-list/:id': 'removeWaitingListEntry',
  'POST /api/admin/waiting-list/:id/offer': 'offerWaitingListEntry',
  'POST /api/promo-codes/check': 'checkPromoCode',
  'GET /api/admin/promo-codes': 'listPromoCodes',
  'POST /api/admin/promo-codes': 'createPromoCode',
  'PATCH /api/admin/promo-codes/:id': 'setPromoCodeActive',

  'GET /api/tickets/:code/pkpass': 'getTicketApplePass',
  'POST /api/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber': 'registerApplePassDevice',
  'DELETE /api/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber':
    'unregisterApplePassDevice',
  'GET /api/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier': 'listUpdatedApplePasses',
  'GET /api/wallet/apple/v1/passes/:passTypeIdentifier/:serialNumber': 'getLatestApplePass',
  'POST /api/wallet/apple/v1/log': 'logApplePassProblems',

  'POST /api/client-errors': 'reportClientError',
  'GET /api/admin/site-health': 'getSiteHealth',
};

/**
 * Gives each route registered after it its operationId from the table. A route that declares its
 * own `schema.operationId` keeps it; one in neither place is left without, for the lint to name.
 */
export function nameOperations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (typeof route.method !== 'string') return;
    const operationId = OPERATION_IDS[`${route.method} ${route.url}`];
    if (operationId === undefined || route.schema?.operationId !== undefined) return;
    route.schema = { ...route.schema, operationId };
  });
}
