import { sandboxPage } from './sandbox-page';

const page = sandboxPage({
  brand: 'Evently',
  provider: 'Stripe',
  summary: [
    { label: 'Event', value: 'Afrobeats Live <img src=x onerror=alert(1)>' },
    { label: 'Tickets', value: '2' },
  ],
  amount: 5850,
  completeAction: '/api/sandbox/abc/complete',
  cancelAction: '/api/sandbox/abc/cancel',
});

describe('sandboxPage', () => {
  it('shows the payee, the summary, the exact amount and both buttons', () => {
    expect(page).toContain('<h1>Pay Evently</h1>');
    expect(page).toContain('<p class="amount" data-testid="sandbox-amount">£58.50</p>');
    expect(page).toContain(
      '<form method="post" action="/api/sandbox/abc/complete"><button class="pay" type="submit">Complete test payment</button></form>',
    );
    expect(page).toContain(
      '<form method="post" action="/api/sandbox/abc/cancel"><button class="cancel" type="submit">Cancel</button></form>',
    );
    expect(page).toContain('<th scope="row">Tickets</th><td>2</td>');
  });

  it('escapes event text', () => {
    expect(page).not.toContain('<img');
    expect(page).toContain('Afrobeats Live &lt;img src=x onerror=alert(1)&gt;');
  });
});
