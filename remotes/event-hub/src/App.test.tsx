import { act, screen } from '@testing-library/react';
import { experienceApi, orderApi, partyApi, transactionApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { renderAt } from '@shared/ui/testing';
import App from './App';
import { experience, party } from './testing/events';

jest.spyOn(experienceApi, 'list').mockResolvedValue([]);
jest.spyOn(experienceApi, 'get').mockResolvedValue(experience());
jest.spyOn(partyApi, 'list').mockResolvedValue([]);
jest.spyOn(partyApi, 'get').mockResolvedValue(party());
jest.spyOn(transactionApi, 'list').mockResolvedValue([]);
jest.spyOn(transactionApi, 'paidUsers').mockResolvedValue({ count: 0 });
jest.spyOn(orderApi, 'unpaid').mockResolvedValue([]);

const Area = () => (
  <TestQueries>
    <App />
  </TestQueries>
);

it.each([
  ['/admin/events', 'Event Hub'],
  ['/admin/events/create-experience', 'Create Event'],
  ['/admin/events/create-party', 'Create Event'],
  ['/admin/events/create-experience?mode=edit&id=e1', 'Edit Event - Experience'],
  ['/admin/events/create-party?mode=edit&id=p1', 'Edit Event - Party'],
  // The type query value chooses the form: 'parties' the party form, anything else the experience form.
  ['/admin/events/create-party?mode=edit&id=e1&type=experiences', 'Edit Event - Experience'],
  ['/admin/events/create-party?mode=edit&id=p1&type=parties', 'Edit Event - Party'],
  ['/admin/events/experiences/preview/e1', 'Lake District Wellness Retreat'],
  ['/admin/events/parties/preview/p1', 'All White Yacht Party'],
  ['/admin/events/experiences/tickets/e1', 'Ticket List: Lake District Wellness Retreat'],
  ['/admin/events/parties/tickets/p1', 'Ticket List: All White Yacht Party'],
  ['/admin/events/check-in', 'Ticket check-in'],
])('%s shows %s', async (path, title) => {
  renderAt(Area, path);
  await act(async () => {});
  expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
});

it('sends unknown event paths to the dashboard', () => {
  renderAt(Area, '/admin/events/nowhere');
  expect(screen.getByText('dashboard')).toBeInTheDocument();
});
