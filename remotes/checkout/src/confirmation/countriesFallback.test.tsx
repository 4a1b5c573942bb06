import { render, screen, waitFor } from '@testing-library/react';
import { useCountries } from './countries';

// The dataset's chunk fails to load.
jest.mock('countries-list', () => {
  throw new Error('chunk failed');
});

function Codes() {
  return (
    <p data-testid="codes">
      {useCountries()
        .map((c) => `${c.name} ${c.dialCode}`)
        .join(', ')}
    </p>
  );
}

it('logs the failure and keeps United Kingdom, United States and Nigeria', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<Codes />);
  await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load the country list', expect.any(Error)));
  expect(screen.getByTestId('codes')).toHaveTextContent(/^United Kingdom \+44, United States \+1, Nigeria \+234$/);
});
