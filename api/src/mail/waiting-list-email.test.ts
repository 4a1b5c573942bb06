import { waitingListOfferEmail } from './waiting-list-email';

const offer = {
  brand: 'Evently',
  to: 'next@example.com',
  eventTitle: 'Rooftop <Night> & Co',
  eventWhen: 'Saturday, 14 March 2026, 7:30 PM (WAT)',
  quantity: 2,
  deadline: 'Friday, 13 March 2026, 10:30 AM (WAT)',
  claimUrl: 'https://tickets.example/parties/check-out?event=e1&claim=abc',
  supportEmail: 'help@example.com',
};

describe('the waiting-list offer e-mail', () => {
  it('says what is held, until when, and links the claim, in text and escaped HTML', () => {
    const mail = waitingListOfferEmail(offer);
    expect(mail.to).toBe('next@example.com');
    expect(mail.subject).toBe('Tickets for Rooftop <Night> & Co are held for you until Friday, 13 March 2026, 10:30 AM (WAT)');
    expect(mail.text).toContain('Good news: 2 tickets for Rooftop <Night> & Co came free, and you are next on the waiting list.');
    expect(mail.text).toContain('Held until: Friday, 13 March 2026, 10:30 AM (WAT)');
    expect(mail.text).toContain('Claim your tickets: https://tickets.example/parties/check-out?event=e1&claim=abc');
    expect(mail.text).toContain('help@example.com');
    expect(mail.html).toContain('Rooftop &lt;Night&gt; &amp; Co');
    expect(mail.html).not.toContain('<Night>');
    expect(mail.html).toContain('href="https://tickets.example/parties/check-out?event=e1&amp;claim=abc"');
    expect(mail.attachments).toEqual([]);
  });

  it('says "1 ticket" for one', () => {
    expect(waitingListOfferEmail({ ...offer, quantity: 1 }).text).toContain('Good news: 1 ticket for');
  });
});
