import { Checkbox, FormControlLabel, FormGroup, FormLabel, Stack } from '@mui/material';
import { useCreateParty, useEditParty, useEvent } from '@shared/api';
import { paths, type EventStatus, type Party } from '@shared/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  AddressAndDescriptionFields,
  ImagesSection,
  MoneyField,
  RoomPriceFields,
  SalesFields,
  TitleAndPriceFields,
  WhenFields,
} from './EventFieldSections';
import { EventFormFrame } from './EventFormFrame';
import { SaleFields } from './SaleFields';
import { ExperienceFormPage } from './ExperienceFormPage';
import { partyCreateBody, partyEditBody, partyFormError, partyValuesFromQuery, partyValuesOf } from './partyForm';
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

  /** `status`: what the button pressed makes the event; none keeps the form's. */
  const save = async (status?: EventStatus) => {
    if (form.uploading) return showValidationError('Please wait for the images to finish uploading.');
    const values = status ? { ...form.values, status } : form.values;
    const error = partyFormError(values);
    if (error) return form.fail(error);
    setSaving(true);
    try {
      const saved: Party = server
        ? await edit.mutateAsync({ id: server.id, edit: partyEditBody(server, values) ?? {} })
        : await create.mutateAsync(partyCreateBody(values));
      toast.success(server ? 'Party updated successfully!' : 'Party created successfully!');
      navigate(paths.admin.eventPreview('parties', saved.id));
    } catch (error) {
      console.error('Saving the party failed', error);
      toast.error('Operation failed. Please try again.');
      setSaving(false);
    }
  };

  const { values, set } = form;
  const editing = editId !== null;
  return (
    <EventFormFrame
      title={editing ? 'Edit Event - Party' : 'Create Event'}
      loading={editing && !target.isFetchedAfterMount}
      failure={failed ? PARTY_LOAD_FAILED : undefined}
      submitLabel={editing ? 'Save Changes' : 'Publish Event'}
      saving={saving}
      onSubmit={() => void save(editing ? undefined : 'OPEN')}
      onSaveDraft={() => void save('CLOSED')}
    >
      <TitleAndPriceFields form={form} />
      <WhenFields form={form} />
      <AddressAndDescriptionFields form={form} />
      <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">Discount</FormLabel>
        <MoneyField label="Discount price" field={form.bind('discount')} />
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
      <RoomPriceFields form={form} />
      <ImagesSection form={form} />
      <SalesFields form={form} editing={editing} />
      <SaleFields form={form} />
    </EventFormFrame>
  );
}
