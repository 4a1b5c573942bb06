import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditApi } from '@shared/api';
import { anAuditRecord } from '../testing/fixtures';
import { mountedAt } from '../testing/mountedAt';
import { ActivityTab } from './ActivityTab';

const list = jest.spyOn(auditApi, 'list');

const edit = anAuditRecord();
const erasure = anAuditRecord({
  id: 2,
  at: '2026-03-15T02:00:00.000Z',
  actorEmail: null,
  action: 'erase',
  entity: 'buyer',
  entityId: '0123456789abcdef',
  changes: {},
});
const settings = anAuditRecord({
  id: 3,
  action: 'settings',
  entity: 'team-settings',
  entityId: '1',
  changes: { eraseBuyersAfterMonths: { from: null, to: 36 }, tags: { from: ['a'], to: { b: 1 } } },
});

beforeEach(() => {
  list.mockReset();
  list.mockResolvedValue([edit, erasure, settings]);
});

async function renderAt(address = '/admin/settings?tab=activity') {
  render(<ActivityTab />, { wrapper: mountedAt(address) });
  await screen.findByRole('gridcell', { name: 'System' });
}

const address = () => screen.getByRole('status', { name: 'Address' });

/** The text of each cell of each row shown. */
function shownRows(): string[][] {
  return within(screen.getByRole('grid', { name: 'Activity' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-id'))
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent ?? ''),
    );
}

it('shows the trail: when, who (or the system), what, to what, and which fields changed', async () => {
  await renderAt();
  expect(list).toHaveBeenCalledWith({});
  expect(shownRows()).toEqual([
    ['14 Mar 2026, 18:30 UTC', 'ada@example.com', 'Updated', 'Event', '42', 'price, capacity'],
    ['15 Mar 2026, 02:00 UTC', 'System', 'Erased', 'Buyer', '0123456789abcdef', '-'],
    ['14 Mar 2026, 18:30 UTC', 'ada@example.com', 'Changed team rules', 'Team rules', '1', 'eraseBuyersAfterMonths, tags'],
  ]);
});

describe('the filters', () => {
  it('come from the address and go to the API', async () => {
    await renderAt('/admin/settings?tab=activity&member=ada@example.com&entity=event&from=2026-03-01&to=2026-03-31');
    expect(list).toHaveBeenLastCalledWith({ actor: 'ada@example.com', entity: 'event', from: '2026-03-01', to: '2026-03-31' });
    expect(screen.getByRole('searchbox', { name: 'Member' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('combobox', { name: 'Entity' })).toHaveTextContent('Event');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
  });

  it('write each change to the address and ask the API again', async () => {
    await renderAt();
    await userEvent.click(screen.getByRole('combobox', { name: 'Entity' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Event',
      'Merchandise',
      'Merchandise order',
      'Order',
      'Ticket',
      'Member',
      'Invitation',
      'Team rules',
      'Buyer',
      'Waiting list',
      'Promo code',
      'Remote release',
    ]);
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Team rules' }));
    expect(address()).toHaveTextContent('?tab=activity&entity=team-settings');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ entity: 'team-settings' }));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    expect(address()).toHaveTextContent('?tab=activity&entity=team-settings&from=2026-03-01');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ entity: 'team-settings', from: '2026-03-01' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Member' }), 'grace@example.com');
    expect(address()).toHaveTextContent('?tab=activity&member=grace%40example.com&entity=team-settings&from=2026-03-01');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ actor: 'grace@example.com', entity: 'team-settings', from: '2026-03-01' }));
    // The member is asked for once the typing stops, not letter by letter.
    expect(list.mock.calls.filter(([query]) => query.actor !== undefined)).toHaveLength(1);
  });

  it('keep a change made just before another, while the address has not caught up yet', async () => {
    await renderAt();
    // Both changes before React renders again: the router applies each address in a transition,
    // which a quick second change can beat.
    act(() => {
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    });
    expect(address()).toHaveTextContent('?tab=activity&from=2026-03-01&to=2026-03-31');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-31' }));
  });

  it('refuse a last day before the first under To, and ask without it', async () => {
    await renderAt('/admin/settings?tab=activity&from=2026-03-10');
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-03-01' } });
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The first day must not be after the last');
    expect(screen.getByRole('alert')).toHaveTextContent('The first day must not be after the last');
    expect(list).toHaveBeenLastCalledWith({ from: '2026-03-10' });
  });
});

describe('an entry', () => {
  it('opens on a click, with each changed field before and after', async () => {
    await renderAt();
    await userEvent.click(screen.getAllByRole('gridcell', { name: 'price, capacity' })[0]);
    const panel = screen.getByRole('dialog', { name: 'Activity entry' });
    expect(
      within(panel)
        .getAllByTestId('activity-detail')
        .map((row) => row.textContent),
    ).toEqual(['When14 Mar 2026, 18:30 UTC', 'Memberada@example.com', 'ActionUpdated', 'EntityEvent', 'Entity id42']);
    const rows = within(within(panel).getByRole('table', { name: 'Changes' })).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Field', 'Before', 'After'],
      ['price', '12550', '13000'],
      ['capacity', '40', '-'],
    ]);
  });

  it('opens with Enter, objects and lists shown as JSON', async () => {
    await renderAt();
    const cell = screen.getByRole('gridcell', { name: 'eraseBuyersAfterMonths, tags' });
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: 'Activity entry' });
    const rows = within(within(panel).getByRole('table', { name: 'Changes' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['eraseBuyersAfterMonths', '-', '36'],
      ['tags', '["a"]', '{"b":1}'],
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('without changed fields says so', async () => {
    await renderAt();
    await userEvent.click(screen.getByRole('gridcell', { name: 'System' }));
    const panel = screen.getByRole('dialog', { name: 'Activity entry' });
    expect(panel).toHaveTextContent('No field was changed.');
  });
});

it('exports the rows shown as activity-<day>.csv', async () => {
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:activity';
  });
  URL.revokeObjectURL = jest.fn();
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  await renderAt();
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Download as CSV' }));
  expect(names).toEqual([`activity-${new Date().toISOString().slice(0, 10)}.csv`]);
  const csv = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(saved[0]);
  });
  const [header, ...lines] = csv.split(/\r?\n/).filter(Boolean);
  expect(header).toBe('When,Member,Action,Entity,Entity id,Changes');
  expect(lines).toEqual([
    '"14 Mar 2026, 18:30 UTC",ada@example.com,Updated,Event,42,"price, capacity"',
    '"15 Mar 2026, 02:00 UTC",System,Erased,Buyer,0123456789abcdef,',
    '"14 Mar 2026, 18:30 UTC",ada@example.com,Changed team rules,Team rules,1,"eraseBuyersAfterMonths, tags"',
  ]);
  click.mockRestore();
});
