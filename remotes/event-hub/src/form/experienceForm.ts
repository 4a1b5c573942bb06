import {
  EXPERIENCE_MESSAGES,
  summarizeEvent,
  validateExperienceForm,
  type Experience,
  type ExperienceCreateInput,
  type ExperienceEdit,
} from '@shared/domain';
import { changedFields, compactEdit, imageChanges, listChanges } from './diff';
import {
  emptyEventValues,
  errorOf,
  eventValuesOf,
  extraFields,
  extraFieldsError,
  pence,
  wireDay,
  type EventValues,
  type FormError,
} from './eventValues';

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

/** The form value each of the list's messages is about. */
const FIELD_OF_MESSAGE = {
  title: 'title',
  price: 'price',
  arrivalDate: 'day',
  arrivalTime: 'time',
  address: 'address',
  description: 'description',
  eventPackage: 'eventPackage',
  accomodationPriceSingle: 'accommodationPriceSingle',
  accomodationPriceShared: 'accommodationPriceShared',
  experienceImages: 'images',
  posterImage: 'posterImage',
} as const satisfies Record<keyof typeof EXPERIENCE_MESSAGES, keyof ExperienceValues>;

/** The first rule the form fails: its own list in order, then the extra fields. */
export function experienceFormError(values: ExperienceValues): FormError<ExperienceValues> | undefined {
  const message = validateExperienceForm({ ...fields(values), eventPackage: values.eventPackage, experienceImages: values.images });
  return (
    errorOf<ExperienceValues, keyof typeof EXPERIENCE_MESSAGES>(EXPERIENCE_MESSAGES, FIELD_OF_MESSAGE, message) ?? extraFieldsError(values)
  );
}

/** POST /experience/create; call after experienceFormMessage found nothing. */
export function experienceCreateBody(values: ExperienceValues): ExperienceCreateInput {
  return { ...fields(values), eventPackage: values.eventPackage, experienceImages: values.images } as ExperienceCreateInput;
}

/** PUT /experience/edit/{id}: only what differs from the server's copy; undefined when nothing does. */
export function experienceEditBody(server: Experience, values: ExperienceValues): ExperienceEdit | undefined {
  const packages = listChanges(server.eventPackage, values.eventPackage);
  return compactEdit({
    updateData: changedFields(fields(experienceValuesOf(server)), fields(values)),
    ...imageChanges(server.images, values.images),
    addEventPackages: packages.added,
    removeEventPackages: packages.removed,
  });
}
