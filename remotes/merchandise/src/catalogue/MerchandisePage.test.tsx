import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchandiseApi } from '@shared/api';
import type { MerchandiseItem } from '@shared/domain';
import { renderMerchandise } from '../renderMerchandise';
import { anItem, apiError } from '../testData';
import { signInAs } from '@shared/auth/testing';

// Typing into MUI fields through userEvent is slow on a busy machine.
jest.setTimeout(30_000);

const list = jest.spyOn(merchandiseApi, 'list');
const remove = jest.spyOn(merchandiseApi, 'remove');
const get = jest.spyOn(merchandiseApi, 'get');

const items = [
  anItem(1, 'Camo Hoodie', 4599, ['Camo', 'Medium', 'Large']),
  anItem(2, 'Orange Festival Tee', 1999, ['Orange', 'Small', 'Large']),
  anItem(3, 'Bucket Hat', 1499, ['Camo', 'Black']),
  anItem(4, 'Steel Water Bottle', 1799, ['orange', 'White']),
];

function renderPage(path = '/admin/merchandise') {
  renderMerchandise(path);
}

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Merchandise items' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

async function choose(filter: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

// The items as the API keeps them: a deletion through `deletes` takes the item out.
let served: MerchandiseItem[];
const deletes = async (id: number) => {
  served = served.filter((item) => item.id !== id);
};

beforeEach(() => {
  signInAs('OWNER');
  served = items;
  list.mockReset().mockImplementation(async () => served);
  get.mockImplementation(async (id) => items.find((item) => item.id === id) ?? items[0]);
  remove.mockReset();
});

it('shows every item as a card with its price', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Camo Hoodie' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(['Camo Hoodie', 'Orange Festival Tee', 'Bucket Hat', 'Steel Water Bottle']);
  expect(screen.getByText('£45.99')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Merchandise' })).toHaveAttribute('href', '/admin/merchandise/create');
});

it('filters by colour and size against the variants, and sorts by price and upload date', async () => {
  renderPage();
  await screen.findByRole('heading', { name: 'Camo Hoodie' });
  await choose('Colour', 'Orange');
  expect(cardTitles()).toEqual(['Orange Festival Tee', 'Steel Water Bottle']);
  await choose('Size', 'Large');
  expect(cardTitles()).toEqual(['Orange Festival Tee']);
  await choose('Colour', 'Camo');
  expect(cardTitles()).toEqual(['Camo Hoodie']);
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(cardTitles()).toHaveLength(4);

  await choose('Price', 'Low');
  expect(cardTitles()).toEqual(['Bucket Hat', 'Steel Water Bottle', 'Orange Festival Tee', 'Camo Hoodie']);
  await choose('Price', 'High');
  expect(cardTitles()).toEqual(['Camo Hoodie', 'Orange Festival Tee', 'Steel Water Bottle', 'Bucket Hat']);
  await choose('Price', 'All');
  await choose('Upload date', 'Newest');
  expect(cardTitles()).toEqual(['Steel Water Bottle', 'Bucket Hat', 'Orange Festival Tee', 'Camo Hoodie']);
  await choose('Upload date', 'Oldest');
  expect(cardTitles()).toEqual(['Camo Hoodie', 'Orange Festival Tee', 'Bucket Hat', 'Steel Water Bottle']);
});

it('opens with the filters the address names', async () => {
  renderPage('/admin/merchandise?colour=Camo&price=High');
  await screen.findByRole('heading', { name: 'Camo Hoodie' });
  expect(cardTitles()).toEqual(['Camo Hoodie', 'Bucket Hat']);
  expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveTextContent('Camo');
});

it('says so when no item matches the filters', async () => {
  served = [items[2]];
  renderPage();
  await screen.findByRole('heading', { name: 'Bucket Hat' });
  await choose('Colour', 'Orange');
  expect(screen.getByText('No merchandise matches these filters.')).toBeInTheDocument();
});

it('opens the details side panel from a card', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Bucket Hat £14.99/ }));
  const panel = screen.getByRole('dialog', { name: 'Item Details' });
  expect(within(panel).getByRole('heading', { name: 'Bucket Hat' })).toBeInTheDocument();
  expect(within(panel).getByText('About Bucket Hat')).toBeInTheDocument();
  expect(within(panel).getByText('Black')).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Edit' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Merchandise' })).toBeInTheDocument();
});

it('finance reads the catalogue: no Add, no card menu, no Edit or Delete in the details', async () => {
  signInAs('FINANCE');
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Bucket Hat £14.99/ }));
  const panel = screen.getByRole('dialog', { name: 'Item Details' });
  expect(within(panel).getByRole('heading', { name: 'Bucket Hat' })).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add Merchandise' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
});

it("the card menu's Edit goes to the edit page", async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Camo Hoodie' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Merchandise' })).toBeInTheDocument();
});

it("the card menu's Delete asks first; Cancel keeps the item, Delete removes it through the API", async () => {
  remove.mockImplementation(deletes);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Camo Hoodie' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete Merchandise' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete Camo Hoodie?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Camo Hoodie' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  dialog = screen.getByRole('dialog', { name: 'Delete Merchandise' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(remove).toHaveBeenCalledWith(1);
  expect(await screen.findByText('Merchandise deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(cardTitles()).toEqual(['Orange Festival Tee', 'Bucket Hat', 'Steel Water Bottle']);
});

it('keeps the item and shows the server message when deleting fails', async () => {
  remove.mockRejectedValue(apiError(404, 'Item not found'));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Bucket Hat' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Merchandise' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Item not found')).toBeInTheDocument();
  // The dialog stays open to retry or cancel; the card is still behind it.
  expect(screen.getByRole('heading', { name: 'Bucket Hat', hidden: true })).toBeInTheDocument();
});

describe.each(['/admin/merchandise/item-details', '/admin/merchandise'])('%s/{id}', (base) => {
  it('opens the item details dialog with Edit Item and Delete Item', async () => {
    remove.mockImplementation(deletes);
    renderPage(`${base}/2`);
    const dialog = await screen.findByRole('dialog', { name: 'Item Details' });
    expect(await within(dialog).findByRole('heading', { name: 'Orange Festival Tee' })).toBeInTheDocument();
    expect(within(dialog).getByText('£19.99')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Item' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Merchandise' })).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Item Details' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Orange Festival Tee' })).not.toBeInTheDocument();
  });

  it('Edit Item goes to the edit page', async () => {
    renderPage(`${base}/3`);
    const dialog = await screen.findByRole('dialog', { name: 'Item Details' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit Item' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Merchandise' })).toBeInTheDocument();
  });

  it.each(['99', 'abc'])('says "Item not found" for the id %s', async (id) => {
    renderPage(`${base}/${id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Item Details' });
    expect(await within(dialog).findByText('Item not found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit Item' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
