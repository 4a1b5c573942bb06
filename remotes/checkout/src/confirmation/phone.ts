// Phone numbers are checked with libphonenumber, loaded on first use: its metadata is
// most of its size and only the phone field and Pay Now need it.
import type { Country } from './countries';

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

/** The dialling country of a number: its ISO code and '+44'. */
export type PhoneCountry = Pick<Country, 'code' | 'name' | 'dialCode'>;

/**
 * The number as the order payload sends it, the dialling code without '+' followed by the national number
 * ('447400123456'), or undefined when it is not a valid number for the chosen country. With `raw` (the
 * 'Can't see your country code?' box) the input is the whole international number.
 */
export async function normalisePhone(input: string, country: PhoneCountry, raw: boolean): Promise<string | undefined> {
  const { isSupportedCountry, parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  // Some dataset countries have no numbering plan of their own in the library: their dialling code still reads them.
  const defaults = isSupportedCountry(country.code)
    ? { defaultCountry: country.code }
    : { defaultCallingCode: country.dialCode.replace(/^\+/, '') };
  const phone = raw ? parsePhoneNumberFromString(`+${input.trim().replace(/^(\+|00)/, '')}`) : parsePhoneNumberFromString(input, defaults);
  return phone?.isValid() ? phone.number.slice(1) : undefined;
}

/** What the phone field says under it when the number is not valid: for which country, or how to type it whole. */
export const invalidPhoneHint = (country: PhoneCountry, raw: boolean) =>
  raw
    ? `${INVALID_PHONE_MESSAGE}, starting with + and the country code`
    : `${INVALID_PHONE_MESSAGE} for ${country.name} (${country.dialCode})`;

/** The phone field's check when it is left: nothing for an empty field (Pay Now asks for it), else the hint when invalid. */
export async function phoneProblem(input: string, country: PhoneCountry, raw: boolean): Promise<string | undefined> {
  if (!input.trim()) return undefined;
  return (await normalisePhone(input, country, raw)) ? undefined : invalidPhoneHint(country, raw);
}
