import { payPage } from './pay-page';

describe('payPage', () => {
  it('shows what is paid for, the exact amount and one button that posts', () => {
    const page = payPage({
      brand: 'Evently',
      summary: [{ label: 'Event', value: 'Afrobeats Live <img src=x onerror=alert(1)>' }],
      amount: 5850,
      payAction: '/api/order/abc/pay',
      payWith: 'by card',
    });
    expect(page).toContain('<h1>Pay Evently</h1>');
    expect(page).toContain('<p class="amount" data-testid="pay-amount">£58.50</p>');
    expect(page).toContain(
      '<form method="post" action="/api/order/abc/pay"><button class="pay" type="submit">Pay £58.50 by card</button></form>',
    );
    expect(page).not.toContain('<img');
    expect(page).toContain('Afrobeats Live &lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<script');
  });

  it("pays a PayPal buyer's instalment with PayPal", () => {
    const page = payPage({ brand: 'Evently', summary: [], amount: 5850, payAction: '/api/order/abc/pay', payWith: 'with PayPal' });
    expect(page).toContain('<button class="pay" type="submit">Pay £58.50 with PayPal</button>');
  });

  it('says why nothing can be paid, with no button', () => {
    const page = payPage({ brand: 'Evently', refusal: 'This order is already paid.' });
    expect(page).toContain('This order is already paid.');
    expect(page).not.toContain('<form');
  });
});
