import { z } from 'zod';
import { isIsoDate } from '@portal/domain/iso-date';
import { IsoDate } from './common.ts';

// api.md "Checkout" (travelers rows), spec §3 "Traveler profile" and "Saved traveler (person)".

/** Spec §3 "Shared enumerations": special assistance codes. */
export const SpecialAssistanceCode = z.enum([
  'BLND',
  'DEAF',
  'STCR',
  'WCHR',
  'WCHS',
  'WCHC',
  'WCBD',
  'WCBW',
  'WCLB',
  'WCMP',
  'WCOB',
]);
export type SpecialAssistanceCode = z.infer<typeof SpecialAssistanceCode>;

export const Gender = z.enum(['M', 'F']);

// Letters of any script, with the spaces, hyphens and apostrophes of names like "Mary-Jane O'Neil".
const PersonName = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(60)
  .regex(/^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u, 'Use letters, spaces, hyphens and apostrophes only');

const CalendarDate = IsoDate.refine(isIsoDate, 'Not a calendar date');

/** Program code -> membership number; checked against spec §5 custom-field rules by the server. */
const ProgramMap = z.record(z.string().max(40), z.string().max(60));

// Blank optional strings read as "not given", the way a cleared form field arrives.
const OptionalCode = z
  .string()
  .trim()
  .max(25)
  .regex(/^[A-Za-z0-9]*$/, 'Use letters and digits only')
  .optional()
  .transform((v) => (v ? v : undefined));

export const Passport = z.object({
  countryOfIssue: z.string().trim().max(3),
  number: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9]*$/, 'Use letters and digits only')
    .optional(),
  expiration: CalendarDate.optional(),
});
export type Passport = z.infer<typeof Passport>;

/** The person sent to PUT travelers/update; a new traveler when `id` is absent. */
export const PersonInput = z.object({
  id: z.uuid().optional(),
  givenName: PersonName,
  surname: PersonName,
  gender: Gender,
  dateOfBirth: CalendarDate,
  emailAddress: z.email().max(254).optional(),
  phoneNumber: z.string().trim().max(30).optional(),
  passport: Passport.optional(),
  frequentFlyer: ProgramMap.default({}),
  hotelLoyalty: ProgramMap.default({}),
  specialAssistance: z.array(SpecialAssistanceCode).max(11).default([]),
  tsaRedressNumber: OptionalCode,
  knownTravelerNumber: OptionalCode,
});
export type PersonInput = z.infer<typeof PersonInput>;

export const UpdateTravelerRequest = z.object({ person: PersonInput });

/**
 * Spec §3 traveler profile. A user with no saved traveler gets one placeholder without `id`
 * (birth date 1870-01-01, gender M, isMissingInfo, linkedDEUserId = the user).
 */
export const Person = z
  .object({
    id: z.string().optional(),
    givenName: z.string(),
    surname: z.string(),
    gender: Gender,
    dateOfBirth: z.string(),
    emailAddress: z.string().optional(),
    phoneNumber: z.string().optional(),
    passport: z
      .object({
        countryOfIssue: z.string(),
        number: z.string().optional(),
        expiration: z.string().optional(),
      })
      .optional(),
    frequentFlyer: z.record(z.string(), z.string()),
    hotelLoyalty: z.record(z.string(), z.string()),
    specialAssistance: z.array(z.string()),
    tsaRedressNumber: z.string().optional(),
    knownTravelerNumber: z.string().optional(),
    createdAt: z.string().optional(),
    isGhostUser: z.boolean(),
    isMissingInfo: z.boolean(),
    isPrivateProfile: z.boolean(),
    isDefaultProfile: z.boolean(),
    linkedDEUserId: z.string().optional(),
    /** GET passengers?includeHidden=true only: the id is in the membership's hiddenTravelerIds. */
    isHidden: z.boolean().optional(),
  })
  .meta({ id: 'Person' });
export type Person = z.infer<typeof Person>;

export const TravelerList = z.object({ value: z.array(Person) });

export const DeleteTravelerRequest = z.object({ personId: z.uuid() });

// Spec §7 passengers calls (the traveler profiles page; corporate hide / show / default of spec §6).

export const PassengerListQuery = z.object({
  /** The management page asks for hidden profiles too, so that they can be shown again. */
  includeHidden: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * PUT passengers: a traveler payload. `linkedDEUserId` (a new traveler only) saves it for that user, the way a
 * placeholder profile of a company user is completed; without it the traveler is the signed-in user's.
 */
export const PassengerInput = PersonInput.extend({ linkedDEUserId: z.uuid().optional() });
export type PassengerInput = z.infer<typeof PassengerInput>;

export const TravelerIdRequest = z.object({ travelerId: z.uuid() });

/** The answer of assign_default, hide and show: the choices as corporateInfo now holds them. */
export const TravelerChoices = z.object({
  defaultTravelerId: z.string().nullable(),
  hiddenTravelerIds: z.array(z.string()),
});
export type TravelerChoices = z.infer<typeof TravelerChoices>;
