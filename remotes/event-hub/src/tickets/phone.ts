// Phone numbers as people write them, by libphonenumber, loaded beside the ticket list rather than
// before it: its metadata is most of the list page's script (about 30 KB gzip), and the rows show
// without it, each number as stored until it has loaded.
import { useEffect, useState } from 'react';

let library: typeof import('libphonenumber-js/min') | undefined;
let loading: Promise<void> | undefined;

/** Loads libphonenumber once; resolves when it is there, or when it could not be loaded (numbers then stay as stored). */
export function loadPhoneFormat(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then(
    (loaded) => {
      library = loaded;
    },
    (error: unknown) => {
      // Asked again next time: a chunk that failed once may load later.
      loading = undefined;
      console.error('Could not load the phone number format', error);
    },
  );
  return loading;
}

/**
 * A buyer's phone number as people write it: '447700900123' => '+44 7700 900123'. The checkout
 * stores the country code and number as digits; a number libphonenumber cannot read (a raw
 * number typed without its country code), or any number before it has loaded, is shown as stored.
 */
export function formatPhone(digits: string): string {
  const phone = library?.parsePhoneNumberFromString(`+${digits.replace(/^\+/, '')}`);
  return phone ? phone.formatInternational() : digits;
}

/** Starts loading libphonenumber and draws the caller again once numbers are formatted. */
export function usePhoneFormat(): void {
  const [, setLoaded] = useState(library !== undefined);
  useEffect(() => {
    void loadPhoneFormat().then(() => setLoaded(library !== undefined));
  }, []);
}
