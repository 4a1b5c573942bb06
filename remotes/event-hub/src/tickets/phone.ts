import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A buyer's phone number as people write it: '447700900123' => '+44 7700 900123'. The checkout
 * stores the country code and number as digits; a number libphonenumber cannot read (a raw
 * number typed without its country code) is shown as it was stored.
 */
export function formatPhone(digits: string): string {
  const phone = parsePhoneNumberFromString(`+${digits.replace(/^\+/, '')}`);
  return phone ? phone.formatInternational() : digits;
}
