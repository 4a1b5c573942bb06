import { render, screen, waitFor } from '@testing-library/react';
import { defaultCountry, fallbackCountries, loadCountries, useCountries } from './countries';

function CountryCodes() {
  const countries = useCountries();
  return <p data-testid="codes">{countries.map((c) => c.dialCode).join(' ')}</p>;
}

it('loads every country with a dialling code from the dataset, sorted by name', async () => {
  const countries = await loadCountries();
  expect(countries.length).toBeGreaterThan(200);
  expect(countries.find((c) => c.code === 'GB')).toEqual({ name: 'United Kingdom', code: 'GB', flag: '🇬🇧', dialCode: '+44' });
  expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
  expect(defaultCountry(countries)).toBe('GB');
});

it('the default is +44, else +1, else the first country', () => {
  expect(defaultCountry(fallbackCountries)).toBe('GB');
  expect(defaultCountry(fallbackCountries.slice(1))).toBe('US');
  expect(defaultCountry(fallbackCountries.slice(2))).toBe('NG');
});

it('the form shows the whole list once the dataset arrives', async () => {
  render(<CountryCodes />);
  expect(screen.getByTestId('codes')).toHaveTextContent('+44 +1 +234');
  await waitFor(() => expect(screen.getByTestId('codes').textContent!.split(' ').length).toBeGreaterThan(200));
});
