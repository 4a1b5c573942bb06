import { SETTINGS_TABS, tabOf, tabSearchParams } from './settingsTabs';

const everyone = SETTINGS_TABS.filter((tab) => tab.permission === 'account');

it('reads the tab from the address, among those open; else Profile', () => {
  expect(tabOf(new URLSearchParams('tab=buyers'), SETTINGS_TABS).id).toBe('buyers');
  expect(tabOf(new URLSearchParams('tab=buyers'), everyone).id).toBe('profile');
  expect(tabOf(new URLSearchParams('tab=nope'), SETTINGS_TABS).id).toBe('profile');
  expect(tabOf(new URLSearchParams(''), SETTINGS_TABS).id).toBe('profile');
});

it('writes only a tab other than Profile', () => {
  expect(tabSearchParams('profile').toString()).toBe('');
  expect(tabSearchParams('security').toString()).toBe('tab=security');
});
