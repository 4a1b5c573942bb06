import { useEffect, useState } from 'react';

export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Emoji flag. */
  flag: string;
  /** '+44'. */
  dialCode: string;
}

/** What the country list falls back to when the dataset cannot be loaded. */
export const fallbackCountries: Country[] = [
  { name: 'United Kingdom', code: 'GB', flag: '🇬🇧', dialCode: '+44' },
  { name: 'United States', code: 'US', flag: '🇺🇸', dialCode: '+1' },
  { name: 'Nigeria', code: 'NG', flag: '🇳🇬', dialCode: '+234' },
];

/**
 * Every country with a dialling code, sorted by name, from the bundled dataset (docs/decisions.md). The
 * dataset is a chunk of its own, fetched when the form first shows, not with the page.
 */
export async function loadCountries(): Promise<Country[]> {
  const { countries, getEmojiFlag } = await import('countries-list');
  return Object.entries(countries)
    .filter(([, country]) => country.phone.length > 0)
    .map(([code, country]) => ({
      name: country.name,
      code,
      flag: getEmojiFlag(code as keyof typeof countries),
      dialCode: `+${country.phone[0]}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

let loaded: Promise<Country[]> | undefined;

/** The country list: the fallback until the dataset arrives, and for good if it fails (logged). */
export function useCountries(): Country[] {
  const [list, setList] = useState<Country[]>(fallbackCountries);
  useEffect(() => {
    let current = true;
    loaded ??= loadCountries().catch((error: unknown) => {
      console.error('Could not load the country list', error);
      loaded = undefined;
      return fallbackCountries;
    });
    void loaded.then((countries) => current && setList(countries));
    return () => {
      current = false;
    };
  }, []);
  return list;
}

/**
 * The default: +44, else +1, else the first country. Named by country because others share those
 * codes (Guernsey +44, Canada +1).
 */
export function defaultCountry(countries: Country[]): string {
  const has = (code: string) => countries.some((country) => country.code === code);
  return ['GB', 'US'].find(has) ?? countries[0].code;
}
