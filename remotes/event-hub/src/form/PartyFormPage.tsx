import { Checkbox, FormControlLabel, FormGroup, FormLabel, Grid, Stack, TextField } from '@mui/material';
import { useCreateParty, useEditParty, useEvent } from '@shared/api';
import { paths, type Party } from '@shared/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DayAndTimeFields, ImagesSection, MoneyField, SalesFields } from './EventFieldSections';
import { EventFormFrame } from './EventFormFrame';
import { ExperienceFormPage } from './ExperienceFormPage';
import { partyCreateBody, partyEditBody, partyFormMessage, partyValuesFromQuery, partyValuesOf } from './partyForm';
import { PARTY_LOAD_FAILED, useFailureToast, useRedirectAfterFailure } from '../loadFailure';
import { useEditId } from './useEditId';
import { useEventForm } from './useEventForm';
import { showValidationError } from './validationToast';

/**
 * /admin/events/create-party. A `type` query value chooses the form: 'parties' (or
 * none, this being the party page) is the party form, anything else the experience form.
 */
export function CreatePartyRoute() {
  const [query] = useSearchParams();
  const type = query.get('type');
  return type === null || type === 'parties' ? <PartyFormPage /> : <ExperienceFormPage />;
}

export function PartyFormPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const editId = useEditId();
  const target = useEvent('parties', editId);
  // Filled from this visit's answer, never an older cached copy: the edit sent is what changed
  // against the party as it is now.
  const server = target.isFetchedAfterMount ? target.data : undefined;
  const failed = target.isError;
  useFailureToast(failed, PARTY_LOAD_FAILED);
  useRedirectAfterFailure(failed);
  const create = useCreateParty();
  const edit = useEditParty();
  const form = useEventForm(() => partyValuesFromQuery(query.get('data')));
  const [saving, setSaving] = useState(false);
  const { setValues } = form;

  useEffect(() => {
    if (server) setValues(partyValuesOf(server));
  }, [server, setValues]);

  const save = async () => {
    if (form.uploading) return showValidationError('Please wait for the images to finish uploading.');
    const message = partyFormMessage(form.values);
    if (message) return showValidationError(message);
    setSaving(true);
    try {
      const saved: Party = server
        ? await edit.mutateAsync({ id: server.id, edit: partyEditBody(server, form.values) ?? {} })
        : await create.mutateAsync(partyCreateBody(form.values));
      toast.success(server ? 'Party updated successfully!' : 'Party created successfully!');
      navigate(paths.admin.eventPreview('parties', saved.id));
    } catch (error) {
      console.error('Saving the party failed', error);
      toast.error('Operation failed. Please try again.');
      setSaving(false);
    }
  };

  const { bind, values, set } = form;
  return (
    <EventFormFrame
      title={editId !== null ? 'Edit Event - Party' : 'Create Event'}
      loading={editId !== null && !target.isFetchedAfterMount}
      failure={failed ? PARTY_LOAD_FAILED : undefined}
      submitLabel={editId !== null ? 'Save Changes' : 'Publish Event'}
      saving={saving}
      onSubmit={() => void save()}
    >
      <TextField label="Title" {...bind('title')} fullWidth />
      <MoneyField label="Price" value={values.price} onChange={(v) => set('price', v)} />
      <DayAndTimeFields form={form} dayLabel="Date" timeLabel="Time" />
      <TextField label="Description" {...bind('description')} fullWidth multiline minRows={4} />
      <TextField label="Address" {...bind('address')} fullWidth />
      <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">Discount</FormLabel>
        <MoneyField label="Discount price" value={values.discount} onChange={(v) => set('discount', v)} />
        <FormGroup row>
          <FormControlLabel
            control={<Checkbox checked={values.discountMale} onChange={(e) => set('discountMale', e.target.checked)} />}
            label="Male"
          />
          <FormControlLabel
            control={<Checkbox checked={values.discountFemale} onChange={(e) => set('discountFemale', e.target.checked)} />}
            label="Female"
          />
        </FormGroup>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            label="Single room price"
            value={values.accommodationPriceSingle}
            onChange={(v) => set('accommodationPriceSingle', v)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            label="Shared room price"
            value={values.accommodationPriceShared}
            onChange={(v) => set('accommodationPriceShared', v)}
          />
        </Grid>
      </Grid>
      <ImagesSection form={form} />
      <SalesFields form={form} />
    </EventFormFrame>
  );
}
