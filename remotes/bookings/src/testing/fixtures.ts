// Bookings as the API sends them, for the bookings area's tests.
import type { Booking } from '@shared/domain';

export const token = 'k3Jd9-booking-token';

/** A part-paid experience booking: two tickets, one instalment paid, two still due, cancellable. */
export const booking: Booking = {
  reference: 'EVT-7K3P9Q',
  status: 'PARTIALLY_PAID',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  quantity: 2,
  event: {
    id: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11',
    type: 'EXPERIENCE',
    title: 'Brighton Seaside Weekend',
    address: '12 Harbour Road, Brighton',
    day: '2027-05-14',
    time: '18:30',
    cancelUntilDays: 14,
    cancellationFeePercent: 10,
  },
  tickets: [
    { code: 'AB12-CD34-EF56-GH78', attendeeName: 'Grace Hopper', status: 'VALID' },
    { code: 'JK12-LM34-NP56-QR78', attendeeName: 'Grace Hopper', status: 'CHECKED_IN' },
  ],
  total: 40000,
  paid: 10000,
  refunded: 2500,
  due: [
    { instalment: 2, amount: 15000, dueDate: '2027-03-14' },
    { instalment: 3, amount: 15000, dueDate: '2027-04-14' },
  ],
  canCancel: true,
  refundOnCancel: 6500,
  cancellationFee: 1000,
  cancelUntil: '2027-04-30',
  testMode: true,
};
