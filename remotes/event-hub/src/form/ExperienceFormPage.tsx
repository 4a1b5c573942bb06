import { Grid, TextField } from '@mui/material';
import { errorMessage, useCreateExperience, useEditExperience, useEvent } from '@shared/api';
import { paths, type Experience } from '@shared/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DayAndTimeFields, ImagesSection, MoneyField, SalesFields } from './EventFieldSections';
import { EventFormFrame } from './EventFormFrame';
import {
  emptyExperienceValues,
  experienceCreateBody,
  experienceEditBody,
  experienceFormMessage,
  experienceValuesOf,
} from './experienceForm';
import { useFailureToast } from '../loadFailure';
import { PackageItemsField } from './PackageItemsField';
import { useEditId } from './useEditId';
import { useEventForm } from './useEventForm';
import { showValidationError } from './validationToast';

export const LOAD_FAILED = 'Failed to load experience data';

/** /admin/events/create-experience, and with ?mode=edit&id={id} the edit of that experience. */
export function ExperienceFormPage() {
  const navigate = useNavigate();
  const editId = useEditId();
  const target = useEvent('experiences', editId);
  // Filled from this visit's answer, never an older cached copy: the edit sent is what changed
  // against the experience as it is now.
  const server = target.isFetchedAfterMount ? target.data : undefined;
  useFailureToast(target.isError, LOAD_FAILED);
  const create = useCreateExperience();
  const edit = useEditExperience();
  const form = useEventForm(emptyExperienceValues);
  const [saving, setSaving] = useState(false);
  const { setValues } = form;

  useEffect(() => {
    if (server) setValues(experienceValuesOf(server));
  }, [server, setValues]);

  const save = async () => {
    if (form.uploading) return showValidationError('Please wait for the images to finish uploading.');
    const message = experienceFormMessage(form.values);
    if (message) return showValidationError(message);
    if (server) return saveEdit(server);
    setSaving(true);
    try {
      const created = await create.mutateAsync(experienceCreateBody(form.values));
      toast.success('Experience created successfully!');
      navigate(paths.admin.eventPreview('experiences', created.id));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create/update experience'));
      setSaving(false);
    }
  };

  const saveEdit = async (experience: Experience) => {
    const preview = paths.admin.eventPreview('experiences', experience.id);
    const changes = experienceEditBody(experience, form.values);
    if (!changes) {
      toast.info('No changes detected. The experience remains unchanged.');
      return navigate(preview);
    }
    setSaving(true);
    try {
      await edit.mutateAsync({ id: experience.id, edit: changes });
      toast.success('Experience updated successfully!');
      navigate(preview);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update experience'));
      setSaving(false);
    }
  };

  const { bind } = form;
  return (
    <EventFormFrame
      title={editId !== null ? 'Edit Event - Experience' : 'Create Event'}
      loading={editId !== null && !target.isFetchedAfterMount}
      failure={target.isError ? LOAD_FAILED : undefined}
      submitLabel={editId !== null ? 'Save Changes' : 'Publish Event'}
      saving={saving}
      onSubmit={() => void save()}
    >
      <TextField label="Event title" {...bind('title')} fullWidth />
      <MoneyField label="Ticket price" value={form.values.price} onChange={(v) => form.set('price', v)} />
      <DayAndTimeFields form={form} dayLabel="Arrival date" timeLabel="Arrival time" />
      <TextField label="Event address" {...bind('address')} fullWidth />
      <TextField label="Event description" {...bind('description')} fullWidth multiline minRows={4} />
      <PackageItemsField items={form.values.eventPackage} onChange={(items) => form.set('eventPackage', items)} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            label="Single accommodation price"
            value={form.values.accommodationPriceSingle}
            onChange={(v) => form.set('accommodationPriceSingle', v)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            label="Shared accommodation price"
            value={form.values.accommodationPriceShared}
            onChange={(v) => form.set('accommodationPriceShared', v)}
          />
        </Grid>
      </Grid>
      <ImagesSection form={form} />
      <SalesFields form={form} />
    </EventFormFrame>
  );
}
