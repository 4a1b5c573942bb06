import { BRUNCH_SERIES_TITLE, ticketListTitle } from './ticketListTitle';

it('gives every edition of the brunch party series the fixed title', () => {
  expect(ticketListTitle('parties', 'Amala & Afrobeats Brunch')).toBe(BRUNCH_SERIES_TITLE);
  expect(ticketListTitle('parties', 'amala & afrobeats brunch: Summer Edition')).toBe(BRUNCH_SERIES_TITLE);
});

it('titles other lists after their event', () => {
  expect(ticketListTitle('parties', 'All White Yacht Party')).toBe('Ticket List: All White Yacht Party');
  // Only the party series: an experience of the same name is not part of it.
  expect(ticketListTitle('experiences', 'Amala & Afrobeats Brunch')).toBe('Ticket List: Amala & Afrobeats Brunch');
  expect(ticketListTitle('parties', undefined)).toBe('Ticket List');
});
