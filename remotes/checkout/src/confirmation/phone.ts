// Phone numbers are checked with libphonenumber, loaded on first use: its metadata is
// most of its size and only Pay Now needs it.

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

/**
 * The number as the order payload sends it, the dialling code without '+' followed by the national number
 * ('447400123456'), or undefined when it is not a valid number. With `raw` (the 'Can't see your
 * country code?' box) the input is the whole international number.
 */
export async function normalisePhone(input: string, dialCode: string, raw: boolean): Promise<string | undefined> {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const phone = raw
    ? parsePhoneNumberFromString(`+${input.trim().replace(/^(\+|00)/, '')}`)
    : parsePhoneNumberFromString(input, { defaultCallingCode: dialCode.replace(/^\+/, '') });
  return phone?.isValid() ? phone.number.slice(1) : undefined;
}
