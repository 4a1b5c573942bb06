// The create form's values and what they are sent as (docs/product-rules.md#promo-codes): an amount
// typed in pounds goes as pence, the times typed in UTC go as instants, and "applies to" as an
// event, a kind of event, or neither.
import { poundsToPence, PromoCodeCreate, type PromoCodeCreateInput, type PromoKind } from '@shared/domain';
import type { FieldErrors } from '@shared/ui';

/** Every event, every event of a kind, or one event. */
export type AppliesTo = 'ALL' | 'EXPERIENCE' | 'PARTY' | 'EVENT';

export interface PromoCodeFormValues {
  code: string;
  kind: PromoKind;
  /** Pounds for AMOUNT ('5.50'), a whole percentage for PERCENT ('10'). */
  value: string;
  appliesTo: AppliesTo;
  eventId: string;
  maxUses: string;
  /** As an <input type="datetime-local"> gives it ('2026-03-14T18:30'), read as UTC. */
  validFrom: string;
  validUntil: string;
}

export type PromoCodeField = keyof PromoCodeFormValues;

export const emptyPromoCodeForm: PromoCodeFormValues = {
  code: '',
  kind: 'AMOUNT',
  value: '',
  appliesTo: 'ALL',
  eventId: '',
  maxUses: '',
  validFrom: '',
  validUntil: '',
};

const AMOUNT_MESSAGE = 'Please enter an amount in pounds, such as 5 or 5.50';
const WHOLE_MESSAGE = 'Please enter a whole number';

/** A typed whole number, or NaN (which the schema refuses with its own message). */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const utc = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}Z` : undefined);

/** The form as the API takes it, or each field's first problem. */
export function toPromoCodeCreate(form: PromoCodeFormValues): { body: PromoCodeCreateInput } | { errors: FieldErrors<PromoCodeField> } {
  const errors: FieldErrors<PromoCodeField> = {};
  const pence = poundsToPence(form.value);
  if (form.kind === 'AMOUNT' && form.value.trim() && pence === null) errors.value = AMOUNT_MESSAGE;
  if (form.maxUses.trim() && !/^\d+$/.test(form.maxUses.trim())) errors.maxUses = WHOLE_MESSAGE;
  if (form.appliesTo === 'EVENT' && !form.eventId) errors.eventId = 'Please choose the event';
  const body: PromoCodeCreateInput = {
    code: form.code,
    kind: form.kind,
    value: form.kind === 'AMOUNT' ? (pence ?? Number.NaN) : whole(form.value),
    ...(form.appliesTo === 'EVENT' && form.eventId ? { eventId: form.eventId } : {}),
    ...(form.appliesTo === 'EXPERIENCE' || form.appliesTo === 'PARTY' ? { eventKind: form.appliesTo } : {}),
    ...(form.maxUses.trim() ? { maxUses: whole(form.maxUses) } : {}),
    ...(form.validFrom ? { validFrom: utc(form.validFrom) } : {}),
    ...(form.validUntil ? { validUntil: utc(form.validUntil) } : {}),
  };
  const parsed = PromoCodeCreate.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as PromoCodeField;
      errors[field] ??= field === 'value' && !form.value.trim() ? 'Please enter the discount' : issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
