import { summarizeEvent, validateExperienceForm, type Experience, type ExperienceCreateInput, type ExperienceEdit } from '@shared/domain';
import { changedFields, compactEdit, listChanges } from './diff';
import { emptyEventValues, eventValuesOf, extraFields, extraFieldsMessage, pence, wireDay, type EventValues } from './eventValues';

export interface ExperienceValues extends EventValues {
  eventPackage: string[];
}

export const emptyExperienceValues: ExperienceValues = { ...emptyEventValues, eventPackage: [] };

export function experienceValuesOf(experience: Experience): ExperienceValues {
  return { ...eventValuesOf(summarizeEvent('experiences', experience)), eventPackage: experience.eventPackage };
}

/** The updateData fields (plus capacity, deadline, status and cancellation policy), in the wire's names: the one place the form writes them. */
function fields(values: ExperienceValues) {
  return {
    title: values.title,
    price: pence(values.price),
    arrivalDate: wireDay(values.day),
    arrivalTime: values.time,
    address: values.address,
    description: values.description,
    accomodationPriceSingle: pence(values.accommodationPriceSingle),
    accomodationPriceShared: pence(values.accommodationPriceShared),
    posterImage: values.posterImage,
    ...extraFields(values),
  };
}

/** The first message the form fails: its own list in order, then the extra fields. */
export function experienceFormMessage(values: ExperienceValues): string | undefined {
  return (
    validateExperienceForm({ ...fields(values), eventPackage: values.eventPackage, experienceImages: values.images }) ??
    extraFieldsMessage(values)
  );
}

/** POST /experience/create; call after experienceFormMessage found nothing. */
export function experienceCreateBody(values: ExperienceValues): ExperienceCreateInput {
  return { ...fields(values), eventPackage: values.eventPackage, experienceImages: values.images } as ExperienceCreateInput;
}

/** PUT /experience/edit/{id}: only what differs from the server's copy; undefined when nothing does. */
export function experienceEditBody(server: Experience, values: ExperienceValues): ExperienceEdit | undefined {
  const images = listChanges(server.images, values.images);
  const packages = listChanges(server.eventPackage, values.eventPackage);
  return compactEdit({
    updateData: changedFields(fields(experienceValuesOf(server)), fields(values)),
    addImages: images.added,
    removeImages: images.removed,
    addEventPackages: packages.added,
    removeEventPackages: packages.removed,
  });
}
