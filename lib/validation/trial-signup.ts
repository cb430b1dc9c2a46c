import * as z from 'zod/mini';
import { caseTypeValues } from '@/content/consultation';
import { DESCRIPTION_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX, isPlausiblePhone } from './consultation';

/** Spec 3 "trial sign-up": the fields, in form order. */
export const trialSignupFields = ['name', 'email', 'phone', 'caseType', 'description'] as const;
export type TrialSignupField = (typeof trialSignupFields)[number];

/**
 * Spec 5: full name and email are required (the browser checks them too, with `required` and `type=email`);
 * phone, case type and description are optional, but what is given must make sense.
 */
export const trialSignupSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your full name'), z.maxLength(NAME_MAX, 'Full name is too long')),
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your email address'), z.maxLength(EMAIL_MAX), z.regex(z.regexes.email, 'Enter a valid email address')),
  phone: z.string().check(z.trim(), z.maxLength(PHONE_MAX), z.refine((v) => v === '' || isPlausiblePhone(v), 'Enter a valid phone number')),
  caseType: z.union([z.literal(''), z.enum(caseTypeValues)]),
  description: z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX, 'Description is too long')),
});
export type TrialSignup = z.infer<typeof trialSignupSchema>;
