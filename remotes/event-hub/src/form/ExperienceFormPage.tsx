import { errorMessage, useCreateExperience, useEditExperience, useEvent } from '@shared/api';
import { paths, type EventStatus, type Experience } from '@shared/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  AddressAndDescriptionFields,
  ImagesSection,
  RoomPriceFields,
  SalesFields,
  TitleAndPriceFields,
  WhenFields,
} from './EventFieldSections';
import { EventFormFrame } from './EventFormFrame';
import { SaleFields } from './SaleFields';
import {
  emptyExperienceValues,
  experienceCreateBody,
  experienceEditBody,
  experienceFormError,
  experienceValuesOf,
  type ExperienceValues,
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

  /** `status`: what the button pressed makes the event; none keeps the form's. */
  const save = async (status?: EventStatus) => {
    if (form.uploading) return showValidationError('Please wait for the images to finish uploading.');
    const values = status ? { ...form.values, status } : form.values;
    const failed = experienceFormError(values);
    if (failed) return form.fail(failed);
    if (server) return saveEdit(server, values);
    setSaving(true);
    try {
      const created = await create.mutateAsync(experienceCreateBody(values));
      toast.success('Experience created successfully!');
      navigate(paths.admin.eventPreview('experiences', created.id));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create/update experience'));
      setSaving(false);
    }
  };

  const saveEdit = async (experience: Experience, values: ExperienceValues) => {
    const preview = paths.admin.eventPreview('experiences', experience.id);
    const changes = experienceEditBody(experience, values);
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

  const editing = editId !== null;
  return (
    <EventFormFrame
      title={editing ? 'Edit Event - Experience' : 'Create Event'}
      loading={editing && !target.isFetchedAfterMount}
      failure={target.isError ? LOAD_FAILED : undefined}
      submitLabel={editing ? 'Save Changes' : 'Publish Event'}
      saving={saving}
      onSubmit={() => void save(editing ? undefined : 'OPEN')}
      onSaveDraft={() => void save('CLOSED')}
    >
      <TitleAndPriceFields form={form} />
      <WhenFields form={form} />
      <AddressAndDescriptionFields form={form} />
      <PackageItemsField
        items={form.values.eventPackage}
        onChange={(items) => form.set('eventPackage', items)}
        errorProps={form.errorProps('eventPackage', 'Press Enter to add each item')}
      />
      <RoomPriceFields form={form} />
      <ImagesSection form={form} />
      <SalesFields form={form} editing={editing} />
      <SaleFields form={form} />
    </EventFormFrame>
  );
}
