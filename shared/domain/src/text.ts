// How long each kind of text a person types may be, and which characters no typed text has. Every
// input schema takes its limits from here, so the browser forms, the API and the tests agree.
// The limits are generous for what the field means and small enough that nothing typed can make
// the server hash, store, lay out or e-mail megabytes.
import { z } from 'zod';

/** A first name, a last name, an admin's display name. */
export const NAME_MAX = 100;
/** RFC 5321: a path is at most 256 octets including the angle brackets, so an address is 254. */
export const EMAIL_MAX = 254;
/** A phone number as typed, spaces, dashes and brackets included (E.164 itself is at most 15 digits). */
export const PHONE_MAX = 32;
/** A postal address or an event's venue. */
export const ADDRESS_MAX = 500;
/** An event's or merchandise item's title. */
export const TITLE_MAX = 200;
/** An event's description (multi-line). */
export const DESCRIPTION_MAX = 10_000;
/** A merchandise item's description (multi-line). */
export const MERCHANDISE_DESCRIPTION_MAX = 5_000;
/** Argon2 hashes any length, so without a cap one request could make the server hash megabytes. */
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN = 8;
/** One line of an experience's package ('Breakfast included'). */
export const PACKAGE_ITEM_MAX = 200;
/** A merchandise variant ('Large', 'Navy blue'). */
export const VARIANT_MAX = 100;
/** An image address (an upload's path or an https URL). */
export const IMAGE_URL_MAX = 2048;
/** A ticket code as typed at the door ('7K3M-Q9TX-2HDR-5WNA', with room for stray spaces). */
export const TICKET_CODE_MAX = 64;
/** A payment provider's reference handed back in a URL. */
export const PROVIDER_TOKEN_MAX = 64;

// Unicode's control characters (Cc): the C0 controls (NUL, escape, backspace...), DEL and the C1
// controls. A multi-line field keeps tab, line feed and carriage return; a single-line one has
// none of them (a pasted line break in a name would break the e-mails and tickets it is printed on).
const SINGLE_LINE_CONTROL = /\p{Cc}/u;
const MULTI_LINE_CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** True when `value` has a character no single-line (or, with multiLine, no multi-line) text may have. */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const controlCharacterMessage = (label: string) => `${label} contains a character that is not allowed`;

export interface TextRule {
  /** What the field is called in messages, capitalised: 'First name'. */
  label: string;
  max: number;
  /** Keeps tab and line breaks (descriptions); anything else is one line. */
  multiLine?: boolean;
  /** Overrides the too-long message, e.g. when a form must not reveal a limit. */
  tooLong?: string;
}

/**
 * Adds the length limit and the control-character rule to a string schema. Put it after any
 * trim() so surrounding spaces and line breaks are dropped rather than refused. The length is
 * checked first and stops there, so an oversized value is not scanned any further. The character
 * rule is a refinement rather than a pattern, so the OpenAPI document keeps saying the field is
 * free text.
 */
export function limitText(schema: z.ZodString, { label, max, multiLine = false, tooLong }: TextRule): z.ZodString {
  return schema
    .max(max, { error: tooLong ?? tooLongMessage(label, max), abort: true })
    .refine((value) => !hasControlCharacters(value, multiLine), controlCharacterMessage(label));
}
