import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { errorMessage, useCreatePromoCode, useEventList } from '@shared/api';
import { PROMO_CODE_MAX } from '@shared/domain';
import { errorProps, focusFirstInvalid, withoutError, type FieldErrors } from '@shared/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';
import { emptyPromoCodeForm, type PromoCodeField, type PromoCodeFormValues, toPromoCodeCreate } from './promoCodeForm';

const appliesToOptions = [
  { value: 'ALL', label: 'All events' },
  { value: 'EXPERIENCE', label: 'All experiences' },
  { value: 'PARTY', label: 'All parties' },
  { value: 'EVENT', label: 'One event' },
] as const;

/**
 * Creates a promo code: a fixed amount in pounds or a percentage, for every event, one kind or one
 * open event, with an optional number of uses and window (UTC). What the form or the API refuses
 * (409: the code exists) is told under its field.
 */
export function CreatePromoCodeDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const create = useCreatePromoCode();
  const experiences = useEventList('experiences', 'OPEN');
  const parties = useEventList('parties', 'OPEN');
  const events = [...(experiences.data ?? []), ...(parties.data ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  const [form, setForm] = useState<PromoCodeFormValues>(emptyPromoCodeForm);
  const [errors, setErrors] = useState<FieldErrors<PromoCodeField>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const refuse = (next: FieldErrors<PromoCodeField>) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(formRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = toPromoCodeCreate(form);
    if ('errors' in checked) return refuse(checked.errors);
    try {
      const created = await create.mutateAsync(checked.body);
      toast.success(`Promo code ${created.code} created`);
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, 'The promo code could not be created. Please try again.');
      toast.error(message);
      refuse({ code: message });
    }
  };

  const change = (field: PromoCodeField, value: string) => {
    setForm((now) => ({ ...now, [field]: value }));
    setErrors(withoutError(field));
  };
  const text = (field: PromoCodeField, label: string, extra: Record<string, unknown> = {}, hint?: string) => {
    const problem = errorProps(errors[field], hint);
    return {
      label,
      value: form[field],
      onChange: (changed: { target: { value: string } }) => change(field, changed.target.value),
      fullWidth: true,
      ...problem,
      slotProps: { ...problem.slotProps, ...extra },
    };
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>Create promo code</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...text(
                'code',
                'Code',
                { htmlInput: { maxLength: PROMO_CODE_MAX } },
                'Letters, digits, - and _; buyers may type it in any case',
              )}
              required
              autoComplete="off"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField {...text('kind', 'Discount')} select>
                <MenuItem value="AMOUNT">Amount off (£)</MenuItem>
                <MenuItem value="PERCENT">Percentage off (%)</MenuItem>
              </TextField>
              <TextField
                {...text('value', form.kind === 'AMOUNT' ? 'Amount (£)' : 'Percentage (%)', {
                  htmlInput: { inputMode: 'decimal', maxLength: 12 },
                })}
                required
              />
            </Stack>
            <TextField {...text('appliesTo', 'Applies to')} select>
              {appliesToOptions.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            {form.appliesTo === 'EVENT' && (
              <TextField {...text('eventId', 'Event')} select required>
                {events.map((event) => (
                  <MenuItem key={event.id} value={event.id}>
                    {event.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              {...text('maxUses', 'Maximum uses', { htmlInput: { inputMode: 'numeric', maxLength: 7 } }, 'Leave empty for no limit')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField {...text('validFrom', 'Valid from (UTC)', { inputLabel: { shrink: true } })} type="datetime-local" />
              <TextField {...text('validUntil', 'Valid until (UTC)', { inputLabel: { shrink: true } })} type="datetime-local" />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create code'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
