import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Paper,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { errorMessage, statusOf, useSaveTeamSettings, useTeamSettings } from '@shared/api';
import { TeamSettings } from '@shared/domain';
import { errorProps, fieldErrorsOf, focusFirstInvalid, withoutError, type FieldErrors, LoadFailed } from '@shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';

interface Draft {
  requireTwoFactor: boolean;
  erase: boolean;
  months: string;
}

const draftOf = ({ requireTwoFactor, eraseBuyersAfterMonths }: TeamSettings): Draft => ({
  requireTwoFactor,
  erase: eraseBuyersAfterMonths !== null,
  months: eraseBuyersAfterMonths === null ? '' : String(eraseBuyersAfterMonths),
});

type Field = keyof TeamSettings;
const ENTER_MONTHS = 'Please enter the months, from 1 to 120';

/**
 * The team's rules: two-factor sign-in for everyone, and buyers erased a number of months after
 * their last event. A refusal is told where it belongs: the months under their field; the API's
 * 409 (an owner requiring two-factor sign-in without it themselves) under that switch.
 */
export function TeamRules() {
  const settings = useTeamSettings();
  const save = useSaveTeamSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const shown = draft ?? (settings.data ? draftOf(settings.data) : null);

  const change = (next: Partial<Draft>, field: Field) => {
    if (!shown) return;
    setDraft({ ...shown, ...next });
    setErrors(withoutError(field));
    setRefusal(null);
  };

  const refuse = (next: FieldErrors<Field>) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || save.isPending) return;
    setRefusal(null);
    if (shown.erase && !shown.months.trim()) return refuse({ eraseBuyersAfterMonths: ENTER_MONTHS });
    const checked = TeamSettings.safeParse({
      requireTwoFactor: shown.requireTwoFactor,
      eraseBuyersAfterMonths: shown.erase ? Number(shown.months) : null,
    });
    if (!checked.success) return refuse(fieldErrorsOf(checked.error.issues));
    try {
      const saved = await save.mutateAsync(checked.data);
      setDraft(draftOf(saved));
      setErrors({});
      toast.success('Team rules saved');
    } catch (failure) {
      const message = errorMessage(failure, "The team's rules could not be saved. Please try again.");
      if (statusOf(failure) === 409) refuse({ requireTwoFactor: message });
      else setRefusal(message);
    }
  };

  const months = errorProps(errors.eraseBuyersAfterMonths, 'From 1 to 120 months after their last event.');
  let content;
  if (settings.isError && !shown)
    content = <LoadFailed message="Could not load the team's rules." onRetry={() => void settings.refetch()} />;
  else if (!shown) content = <Skeleton variant="rounded" height={160} />;
  else
    content = (
      <Stack component="form" ref={form} noValidate onSubmit={submit} spacing={2} aria-labelledby="team-rules-title">
        <FormControl error={Boolean(errors.requireTwoFactor)}>
          <FormControlLabel
            control={
              <Switch
                checked={shown.requireTwoFactor}
                onChange={(event) => change({ requireTwoFactor: event.target.checked }, 'requireTwoFactor')}
                slotProps={{
                  input: { 'aria-invalid': errors.requireTwoFactor ? true : undefined, 'aria-describedby': 'require-two-factor-help' },
                }}
              />
            }
            label="Require two-factor sign-in for everyone"
          />
          <FormHelperText id="require-two-factor-help" role={errors.requireTwoFactor ? 'alert' : undefined} sx={{ ml: 0 }}>
            {errors.requireTwoFactor ?? 'A member without it sets it up before anything else.'}
          </FormHelperText>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={shown.erase} onChange={(event) => change({ erase: event.target.checked }, 'eraseBuyersAfterMonths')} />}
          label="Erase buyers automatically"
        />
        {/* Asked for only while the rule is on: a greyed-out field's hint would be too faint to read. */}
        {shown.erase && (
          <TextField
            type="number"
            label="Months after their last event"
            value={shown.months}
            onChange={(event) => change({ months: event.target.value }, 'eraseBuyersAfterMonths')}
            required
            sx={{ maxWidth: 280 }}
            {...months}
            slotProps={{ ...months.slotProps, htmlInput: { min: 1, max: 120, step: 1, inputMode: 'numeric' } }}
          />
        )}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {save.isPending ? 'Saving...' : 'Save rules'}
        </Button>
      </Stack>
    );

  return (
    <Paper component="section" aria-labelledby="team-rules-title" sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h3" component="h2" id="team-rules-title" sx={{ mb: 2 }}>
        Team rules
      </Typography>
      {content}
    </Paper>
  );
}
