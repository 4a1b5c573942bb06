import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchandiseApi, uploadApi } from '@shared/api';
import { renderMerchandise } from '../renderMerchandise';
import { anItem, apiError } from '../testData';

// Typing into MUI fields through userEvent is slow on a busy machine.
jest.setTimeout(30_000);

const list = jest.spyOn(merchandiseApi, 'list');
const create = jest.spyOn(merchandiseApi, 'create');
const update = jest.spyOn(merchandiseApi, 'update');
const get = jest.spyOn(merchandiseApi, 'get');
const upload = jest.spyOn(uploadApi, 'image');

function renderForm(path: string) {
  renderMerchandise(path);
}

const hoodie = anItem(1, 'Camo Hoodie', 4599, ['Camo', 'Large']);

beforeEach(() => {
  list.mockResolvedValue([]);
  for (const mock of [create, update, get, upload]) mock.mockReset();
});

const variants = () => screen.getByRole('textbox', { name: 'Variants' });
const chips = () =>
  screen
    .queryAllByRole('button')
    .filter((b) => b.classList.contains('MuiChip-root'))
    .map((b) => b.textContent);

it('adds variants on Enter, trimmed and never twice (any case), and removes them', async () => {
  renderForm('/admin/merchandise/create');
  // The form is a page of its own, loaded with its route.
  await userEvent.type(await screen.findByRole('textbox', { name: 'Variants' }), '  Orange  {Enter}');
  await userEvent.type(variants(), 'Large{Enter}');
  await userEvent.type(variants(), 'orange{Enter}');
  await userEvent.type(variants(), '   {Enter}');
  expect(chips()).toEqual(['Orange', 'Large']);
  expect(variants()).toHaveValue('');
  const orange = screen.getByRole('button', { name: 'Orange' });
  await userEvent.click(within(orange).getByTestId('CancelIcon'));
  expect(chips()).toEqual(['Large']);
  // Enter in the variants field never submits the form.
  expect(create).not.toHaveBeenCalled();
});

it('has a number price input from £0.01 in steps of £0.01', async () => {
  renderForm('/admin/merchandise/create');
  const price = await screen.findByRole('spinbutton', { name: /Price/ });
  expect(price).toHaveAttribute('type', 'number');
  expect(price).toHaveAttribute('min', '0.01');
  expect(price).toHaveAttribute('step', '0.01');
});

it('uploads the image with a progress bar, then publishes the item with the price in pence', async () => {
  let progress: (fraction: number) => void = () => {};
  let finish: (value: { secure_url: string }) => void = () => {};
  upload.mockImplementation((_file, onProgress) => {
    progress = onProgress ?? progress;
    return new Promise((resolve) => (finish = resolve));
  });
  create.mockResolvedValue(anItem(9, 'Tee', 1250));
  renderForm('/admin/merchandise/create');
  expect(screen.getByRole('heading', { level: 1, name: 'Create New Merchandise' })).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Festival Tee');
  await userEvent.type(screen.getByRole('spinbutton', { name: /Price/ }), '12.5');
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Soft cotton.');
  await userEvent.type(variants(), 'Orange{Enter}');
  const file = new File(['png'], 'tee.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Upload image'), file);
  expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
  act(() => progress(0.4));
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await act(async () => finish({ secure_url: '/uploads/tee.png' }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Merchandise image' })).toHaveAttribute('src', '/uploads/tee.png');

  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(create).toHaveBeenCalledWith({
    title: 'Festival Tee',
    price: 1250,
    description: 'Soft cotton.',
    image: '/uploads/tee.png',
    variants: ['Orange'],
  });
  expect(await screen.findByText('Merchandise published successfully')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Merchandise' })).toBeInTheDocument();
});

it('refuses a missing or zero price without calling the API', async () => {
  renderForm('/admin/merchandise/create');
  await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Tee');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Please enter a valid price (at least £0.01, in pounds and pence)')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('spinbutton', { name: /Price/ }), '0');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(create).not.toHaveBeenCalled();
});

it('shows the failure of an upload and keeps the form', async () => {
  upload.mockRejectedValue(apiError(400, 'Only PNG, JPEG or WebP images can be uploaded'));
  renderForm('/admin/merchandise/create');
  await userEvent.upload(screen.getByLabelText('Upload image'), new File(['x'], 'x.png', { type: 'image/png' }));
  expect(await screen.findByText('Only PNG, JPEG or WebP images can be uploaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
});

it('edits an item: loads it, shows pounds, and saves the changes in pence', async () => {
  get.mockResolvedValue(hoodie);
  update.mockResolvedValue({ ...hoodie, price: 3999 });
  renderForm('/admin/merchandise/edit/1');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Merchandise' })).toBeInTheDocument();
  const price = await screen.findByRole('spinbutton', { name: /Price/ });
  expect(get).toHaveBeenCalledWith(1);
  expect(price).toHaveValue(45.99);
  expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Camo Hoodie');
  expect(chips()).toEqual(['Camo', 'Large']);
  await userEvent.clear(price);
  await userEvent.type(price, '39.99');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(update).toHaveBeenCalledWith(1, {
    title: 'Camo Hoodie',
    price: 3999,
    description: 'About Camo Hoodie',
    image: '/uploads/1.png',
    variants: ['Camo', 'Large'],
  });
  expect(await screen.findByText('Merchandise updated successfully')).toBeInTheDocument();
});

it('shows the server message when saving fails and stays on the form', async () => {
  get.mockResolvedValue(hoodie);
  update.mockRejectedValue(apiError(400, 'Please enter a title'));
  renderForm('/admin/merchandise/edit/1');
  await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Merchandise' })).toBeInTheDocument();
});

it('says "Item not found" when editing an unknown id', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  get.mockRejectedValue(apiError(404, 'Item not found'));
  renderForm('/admin/merchandise/edit/99');
  expect(await screen.findByText('Item not found')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument());
  expect(logged).toHaveBeenCalledWith('Could not load merchandise 99', expect.any(Error));
  logged.mockRestore();
});
