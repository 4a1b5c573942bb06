import { screen } from '@testing-library/react';
import { overrideKeyPrefix } from './overrideStorage';
import { showOverrideBanner } from './overrideBanner';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

it('names each overridden remote and the manifest it loads instead', () => {
  showOverrideBanner([
    { remote: 'checkout', entry: 'http://localhost:3902/mf-manifest.json' },
    { remote: 'settings', entry: 'https://preview.example.com/settings/mf-manifest.json' },
  ]);
  const lines = [...screen.getByRole('complementary', { name: 'Remote override' }).querySelectorAll('p')].map((line) => line.textContent);
  expect(lines).toEqual([
    'checkout: overridden by http://localhost:3902/mf-manifest.json (Reset)',
    'settings: overridden by https://preview.example.com/settings/mf-manifest.json (Reset)',
  ]);
});

it("Reset forgets that remote's override and reloads the page", () => {
  localStorage.setItem(`${overrideKeyPrefix}checkout`, 'http://localhost:3902/mf-manifest.json');
  localStorage.setItem(`${overrideKeyPrefix}settings`, 'http://localhost:3906/mf-manifest.json');
  const reload = jest.fn();
  showOverrideBanner(
    [
      { remote: 'checkout', entry: 'http://localhost:3902/mf-manifest.json' },
      { remote: 'settings', entry: 'http://localhost:3906/mf-manifest.json' },
    ],
    reload,
  );
  screen.getAllByRole('button', { name: 'Reset' })[0].click();
  expect(localStorage.getItem(`${overrideKeyPrefix}checkout`)).toBeNull();
  expect(localStorage.getItem(`${overrideKeyPrefix}settings`)).not.toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});
