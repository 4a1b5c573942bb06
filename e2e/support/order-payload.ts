// The checkout's order payload (POST /order/create), as a visitor's browser sends it, for tests
// that buy without the checkout screens.
export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

export interface OrderOptions {
  quantity?: number;
  installment?: 'FULL' | 'INSTALLMENT';
}

export function orderPayload(event: { kind: 'experiences' | 'parties'; id: string }, buyer: Buyer, options: OrderOptions = {}) {
  const party = event.kind === 'parties';
  const quantity = options.quantity ?? 1;
  return {
    type: party ? 'PARTY' : 'EXPERIENCE',
    items: [party ? { partyId: event.id, quantity } : { experienceId: event.id, quantity }],
    ...buyer,
    phoneNumber: '447700900123',
    address: '2 Buyer Road, London',
    installment: options.installment ?? 'FULL',
    paymentType: 'Stripe',
    room: 'SHARED',
    gender: 'FEMALE',
  };
}
