import { renderHook, waitFor } from '@testing-library/react';
import { reportEventView, useReportEventView } from './eventViewReport';

const fetchMock = jest.fn();
let nextId = 0;
// This page remembers what it reported, so each test views events of its own.
const newEventId = () => `ev-${(nextId += 1)}`;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 204 });
  global.fetch = fetchMock;
  window.localStorage.clear();
});

const day1 = new Date('2027-03-01T09:00:00.000Z');

describe('reportEventView', () => {
  it('sends one body-less POST per event and day, and only the day is kept in the browser', async () => {
    await reportEventView('ev 0', day1);
    await reportEventView('ev 0', new Date('2027-03-01T22:00:00.000Z'));
    expect(fetchMock.mock.calls).toEqual([['/api/events/ev%200/views', { method: 'POST', keepalive: true }]]);
    expect(Object.entries(window.localStorage)).toEqual([['evently:event-viewed:ev 0', '2027-03-01']]);
  });

  it('reports again the next day, and another event on the same day', async () => {
    const [one, two] = [newEventId(), newEventId()];
    await reportEventView(one, day1);
    await reportEventView(two, day1);
    await reportEventView(one, new Date('2027-03-02T00:00:01.000Z'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(window.localStorage.getItem(`evently:event-viewed:${one}`)).toBe('2027-03-02');
  });

  it('does not count again on a later page load of the same day', async () => {
    const id = newEventId();
    window.localStorage.setItem(`evently:event-viewed:${id}`, '2027-03-01');
    await reportEventView(id, day1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('swallows a failed report, remembering it only for this page', async () => {
    const id = newEventId();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(reportEventView(id, day1)).resolves.toBeUndefined();
    expect(window.localStorage.getItem(`evently:event-viewed:${id}`)).toBeNull();
    await reportEventView(id, day1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useReportEventView', () => {
  it('reports once the id is known, once however often the page renders', async () => {
    const id = newEventId();
    const { rerender } = renderHook(({ eventId }: { eventId: string | undefined }) => useReportEventView(eventId), {
      initialProps: { eventId: undefined as string | undefined },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ eventId: id });
    rerender({ eventId: id });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/events/${id}/views`);
  });
});
