import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CallFailed, experienceApi, uploadApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { EXPERIENCE_MESSAGES } from '@shared/domain';
import { renderAt } from '@shared/ui/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { experience } from '../testing/events';
import { FORM_SKELETON_MS } from './EventFormFrame';
import { ExperienceFormPage } from './ExperienceFormPage';
import { POSTER_ONE_AT_A_TIME, POSTER_ONLY_ONE } from './ImageUploadField';

for (const method of ['get', 'create', 'edit'] as const) jest.spyOn(experienceApi, method);
jest.spyOn(uploadApi, 'image');
jest.mock('react-toastify', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(() => 'toast'), success: jest.fn(), info: jest.fn(), dismiss: jest.fn() }),
}));
const api = experienceApi as jest.Mocked<typeof experienceApi>;
const upload = uploadApi.image as jest.MockedFunction<typeof uploadApi.image>;
const errors = () => (toast.error as jest.Mock).mock.calls.map(([message]) => message);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}
function Page() {
  return (
    <TestQueries>
      <Routes>
        <Route path="/admin/events/create-experience" element={<ExperienceFormPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </TestQueries>
  );
}

async function open(path = '/admin/events/create-experience') {
  jest.useFakeTimers();
  renderAt(Page, path);
  expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(FORM_SKELETON_MS);
  });
  jest.useRealTimers();
}

const publish = () => {
  fireEvent.click(screen.getByRole('button', { name: /^(Publish Event|Save Changes)$/ }));
};
const fill = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const choose = (label: string, files: File[]) => {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
};

beforeEach(() => {
  jest.clearAllMocks();
  let n = 0;
  upload.mockImplementation(async (_file, onProgress) => {
    onProgress?.(0.5);
    return { secure_url: `/uploads/${++n}.png` };
  });
});

it('shows the skeleton about 800 ms, then the create form; every form message in order, one toast at a time', async () => {
  await open();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Event');
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/events');
  // A new event's times are read in the default zone, named with the abbreviation its pages show.
  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent('Africa/Lagos (WAT)');
  const m = EXPERIENCE_MESSAGES;
  const fills: [() => void | Promise<unknown>, string][] = [
    [() => fill('Event title', 'Cotswolds Weekend'), m.title],
    [() => fill('Ticket price', '295'), m.price],
    [() => fill('Start date', '2031-05-10'), m.arrivalDate],
    [() => fill('Start time', '16:00'), m.arrivalTime],
    [() => fill('Event address', 'Broadway'), m.address],
    [() => fill('Event description', 'Food and wine.'), m.description],
    [
      () => {
        fill('Event package item', '  Vineyard tour  ');
        fireEvent.keyDown(screen.getByLabelText('Event package item'), { key: 'Enter' });
      },
      m.eventPackage,
    ],
    [() => fill('Single accommodation price', '260'), m.accomodationPriceSingle],
    [() => fill('Shared accommodation price', '170'), m.accomodationPriceShared],
    [
      async () => {
        choose('Upload event images', [png('a.png'), png('b.png'), png('c.png')]);
        await waitFor(() => expect(screen.getAllByRole('img', { name: /^Event image/ })).toHaveLength(3));
        await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
      },
      m.experienceImages,
    ],
    [() => choose('Upload poster image', [png('p.png')]), m.posterImage],
  ];
  const fields = [
    'Event title',
    'Ticket price',
    'Start date',
    'Start time',
    'Event address',
    'Event description',
    'Event package item',
    'Single accommodation price',
    'Shared accommodation price',
    'Upload event images',
    'Upload poster image',
  ];
  for (const [i, [step, message]] of fills.entries()) {
    publish();
    expect(errors().at(-1)).toBe(message);
    // The field is marked, says why under it, and has the focus.
    const field = screen.getByLabelText(fields[i]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    // The previous message goes before the next one shows.
    expect(toast.dismiss).toHaveBeenCalledTimes(errors().length - 1);
    await step();
  }
  await screen.findByRole('img', { name: 'Poster image' });
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(screen.getAllByRole('img', { name: /^Event image/ })).toHaveLength(3);
  expect(screen.getByText('Vineyard tour')).toBeInTheDocument();

  // A new event starts with the default cancellation policy.
  expect(screen.getByLabelText('Buyers can cancel until (days before the event)')).toHaveValue('14');
  expect(screen.getByText('0: buyers cannot cancel online')).toBeInTheDocument();
  expect(screen.getByLabelText('Cancellation fee (%)')).toHaveValue('0');

  // A new event is on sale at once, ten tickets an order at most, no queue and no limit per buyer.
  expect(screen.getByLabelText('On sale from (date)')).toHaveValue('');
  expect(screen.getByLabelText('On sale from (date)')).toHaveAccessibleDescription('Empty: on sale now');
  expect(screen.getByRole('checkbox', { name: 'Use a queue' })).not.toBeChecked();
  expect(screen.getByLabelText('Most tickets per order')).toHaveValue('10');
  expect(screen.getByLabelText('Most tickets per e-mail address')).toHaveValue('');
  fill('On sale from (date)', '2031-04-01');
  fill('On sale from (time)', '10:00');

  api.create.mockResolvedValue(experience({ id: 'new-id' }));
  publish();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/events/experiences/preview/new-id'));
  expect(toast.success).toHaveBeenCalledWith('Experience created successfully!');
  expect(api.create).toHaveBeenCalledWith(
    expect.objectContaining({
      status: 'OPEN',
      timeZone: 'Africa/Lagos',
      title: 'Cotswolds Weekend',
      price: 29500,
      arrivalDate: '2031-05-10T00:00:00.000Z',
      eventPackage: ['Vineyard tour'],
      experienceImages: ['/uploads/1.png', '/uploads/2.png', '/uploads/3.png'],
      posterImage: '/uploads/4.png',
      capacity: 500,
      cancelUntilDays: 14,
      cancellationFeePercent: 0,
      // 10:00 in Lagos (WAT, UTC+1).
      onSaleAt: '2031-04-01T09:00:00.000Z',
      useQueue: false,
      maxPerOrder: 10,
      maxPerEmail: null,
    }),
  );
});

it('package items: Enter adds them trimmed, blank ones are ignored, each can be removed', async () => {
  await open();
  const item = screen.getByLabelText('Event package item');
  for (const value of ['  Spa  ', '   ', 'Dinner']) {
    fireEvent.change(item, { target: { value } });
    fireEvent.keyDown(item, { key: 'Enter' });
  }
  const list = screen.getByRole('list', { name: 'Event package' });
  expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Spa', 'Dinner']);
  fireEvent.click(screen.getByRole('button', { name: 'Remove package item Spa' }));
  expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Dinner']);
});

it('poster: one file at a time, one poster in all, removable', async () => {
  await open();
  choose('Upload poster image', [png('p1.png'), png('p2.png')]);
  expect(errors()).toEqual([POSTER_ONE_AT_A_TIME]);
  expect(upload).not.toHaveBeenCalled();
  choose('Upload poster image', [png('p1.png')]);
  await screen.findByRole('img', { name: 'Poster image' });
  choose('Upload poster image', [png('p2.png')]);
  expect(errors()).toEqual([POSTER_ONE_AT_A_TIME, POSTER_ONLY_ONE]);
  fireEvent.click(screen.getByRole('button', { name: 'Remove poster image' }));
  expect(screen.queryByRole('img', { name: 'Poster image' })).not.toBeInTheDocument();
});

it('shows a progress bar per file while it uploads, and reports a failed upload', async () => {
  let finish!: (value: { secure_url: string }) => void;
  upload.mockImplementationOnce((_file, onProgress) => {
    onProgress?.(0.4);
    return new Promise((resolve) => (finish = resolve));
  });
  upload.mockRejectedValueOnce(new Error('too big'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await open();
  choose('Upload event images', [png('slow.png'), png('broken.png')]);
  expect(await screen.findByRole('progressbar', { name: 'Uploading slow.png' })).toHaveAttribute('aria-valuenow', '40');
  await waitFor(() => expect(errors()).toEqual(['Could not upload broken.png']));
  publish();
  expect(errors().at(-1)).toBe('Please wait for the images to finish uploading.');
  await act(async () => finish({ secure_url: '/uploads/slow.png' }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Event image 1' })).toHaveAttribute('src', '/uploads/slow.png');
});

describe('edit mode', () => {
  const server = experience({ id: 'e1', cancelUntilDays: 10, cancellationFeePercent: 5 });

  it('loads the experience, and with nothing changed says so and goes to the preview without a request', async () => {
    api.get.mockResolvedValue(server);
    await open('/admin/events/create-experience?mode=edit&id=e1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Event - Experience');
    await waitFor(() => expect(screen.getByLabelText('Event title')).toHaveValue(server.title));
    publish();
    expect(toast.info).toHaveBeenCalledWith('No changes detected. The experience remains unchanged.');
    expect(api.edit).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/events/experiences/preview/e1');
  });

  it('sends only the changes; a failure shows the server message, else the fallback', async () => {
    api.get.mockResolvedValue(server);
    await open('/admin/events/create-experience?mode=edit&id=e1');
    await waitFor(() => expect(screen.getByLabelText('Event title')).toHaveValue(server.title));
    fill('Event title', 'Renamed');
    fireEvent.click(screen.getByRole('button', { name: 'Remove package item Daily yoga' }));
    api.edit.mockRejectedValueOnce(new Error('offline'));
    publish();
    await waitFor(() => expect(errors()).toEqual(['Failed to update experience']));
    expect(api.edit).toHaveBeenCalledWith('e1', { updateData: { title: 'Renamed' }, removeEventPackages: ['Daily yoga'] });

    api.edit.mockRejectedValueOnce(new CallFailed(400, { message: 'Capacity cannot be below the 3 tickets already sold' }));
    publish();
    await waitFor(() => expect(errors().at(-1)).toBe('Capacity cannot be below the 3 tickets already sold'));
  });

  it('shows the stored cancellation policy, refuses one out of bounds with the shared message, sends only what changed', async () => {
    api.get.mockResolvedValue(server);
    await open('/admin/events/create-experience?mode=edit&id=e1');
    const days = screen.getByLabelText('Buyers can cancel until (days before the event)');
    await waitFor(() => expect(days).toHaveValue('10'));
    expect(screen.getByLabelText('Cancellation fee (%)')).toHaveValue('5');
    fill('Buyers can cancel until (days before the event)', '-1');
    publish();
    expect(errors()).toEqual(['Cancellation days cannot be negative']);
    fill('Buyers can cancel until (days before the event)', '7');
    fill('Cancellation fee (%)', '101');
    publish();
    expect(errors().at(-1)).toBe('The cancellation fee cannot be more than 100%');
    expect(api.edit).not.toHaveBeenCalled();
    fill('Cancellation fee (%)', '5');
    api.edit.mockResolvedValueOnce({ ...server, cancelUntilDays: 7 });
    publish();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Experience updated successfully!'));
    expect(api.edit).toHaveBeenCalledWith('e1', { updateData: { cancelUntilDays: 7 } });
  });

  it('moves images left and right in the order the event page shows, and saves as a draft (closed)', async () => {
    api.get.mockResolvedValue(server);
    await open('/admin/events/create-experience?mode=edit&id=e1');
    await waitFor(() => expect(screen.getByLabelText('Event title')).toHaveValue(server.title));
    const order = () => screen.getAllByRole('img', { name: /^Event image/ }).map((image) => image.getAttribute('src'));
    expect(order()).toEqual(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']);
    expect(screen.getByRole('button', { name: 'Move event image 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move event image 3 right' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move event image 3 left' }));
    expect(order()).toEqual(['/uploads/a.png', '/uploads/c.png', '/uploads/b.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Move event image 1 right' }));
    expect(order()).toEqual(['/uploads/c.png', '/uploads/a.png', '/uploads/b.png']);
    expect(screen.getByText('Poster')).toBeInTheDocument();
    api.edit.mockResolvedValueOnce({ ...server, status: 'CLOSED' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Experience updated successfully!'));
    expect(api.edit).toHaveBeenCalledWith('e1', {
      updateData: { status: 'CLOSED' },
      imageOrder: ['/uploads/c.png', '/uploads/a.png', '/uploads/b.png'],
    });
  });

  it('says so when the experience cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.get.mockRejectedValue(new Error('gone'));
    await open('/admin/events/create-experience?mode=edit&id=nope');
    await waitFor(() => expect(errors()).toEqual(['Failed to load experience data']));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load experience data');
  });
});
