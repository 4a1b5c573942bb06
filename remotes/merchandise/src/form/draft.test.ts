import { emptyDraft, toInput } from './draft';

const draft = { ...emptyDraft, title: 'Camo Hoodie' };

it.each([
  ['45', 4500],
  ['45.5', 4550],
  ['45.99', 4599],
  ['0.01', 1],
  ['1200.10', 120010],
])('turns £%s into %i pence', (price, pence) => {
  expect(toInput({ ...draft, price })).toMatchObject({ price: pence });
});

it.each(['', '0', '0.00', '-1', '1.005', 'abc', '1e3'])('refuses the price %j', (price) => {
  expect(toInput({ ...draft, price })).toBe('Please enter a valid price (at least £0.01, in pounds and pence)');
});

it('sends the trimmed title and description and the variants as they are', () => {
  expect(toInput({ title: '  Tee ', price: '10', description: ' Soft. ', image: '', variants: ['Orange', 'Large'] })).toEqual({
    title: 'Tee',
    price: 1000,
    description: 'Soft.',
    image: '',
    variants: ['Orange', 'Large'],
  });
});

it("refuses an empty title with the API's message", () => {
  expect(toInput({ ...draft, title: '  ', price: '10' })).toBe('Please enter a title');
});
