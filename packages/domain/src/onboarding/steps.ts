/**
 * Step 1 of the onboarding (requirements R2 step-1 subroutes, R3 Onboarding parts): which screens, in
 * which order, which are conditional and on what. Each screen saves one part; the parts saved so far
 * decide where a refresh, another device or a later visit resumes (resume.ts).
 */

/** The parts step 1 saves (requirements R3), one per screen. */
export const onboardingParts = [
  'personalInformation',
  'birthdata',
  'address',
  'occupation',
  'pep',
  /** Whose money it is and, when someone else's, that owner's identity (R3 beneficiary personal information). */
  'resourceHolder',
  'beneficiaryBirthdata',
  'beneficiaryAddress',
  'beneficiaryOccupation',
  'beneficiaryWorkplace',
  'finalBeneficiary',
  'accountType',
  /** The spouse's data of a joint (mancomunada) account (R3 partner). */
  'partner',
  'institutionalInvestor',
  'investment',
  'bankAccount',
] as const;
export type OnboardingPart = (typeof onboardingParts)[number];

/** What the conditional screens depend on; read from the saved parts and the product. */
export interface Step1Context {
  /** The resource-holder answer; unknown (undefined) until that part is saved. */
  resourceHolder?: 'SELF' | 'THIRD_PARTY' | undefined;
  /** The account-type answer: JOINT is the "cuenta mancomunada"; unknown until saved. */
  accountType?: 'INDIVIDUAL' | 'JOINT' | undefined;
  /** The product's institutional flag (R3 Product "private/institutional flag"). */
  institutionalProduct: boolean;
  /** Whether the investor already has bank accounts to choose from (select-bank-account). */
  hasBankAccounts: boolean;
}

/** The screens' sections; conditional sub-screens belong to the section of the question that opens them. */
export type Step1Section =
  | 'personal-information'
  | 'date-and-place-birth'
  | 'residence'
  | 'ocupation'
  | 'political'
  | 'resource-holder'
  | 'beneficiary-info-final'
  | 'account-type'
  | 'institutional-investment'
  | 'investment'
  | 'bank-account';

export interface Step1Screen {
  /** The subroute under /onboarding/{id}/step-1/ (requirements R2 spelling, "ocupation" included). */
  route: string;
  part: OnboardingPart;
  section: Step1Section;
  /** Shown only when this holds; always shown when absent. */
  when?: (context: Step1Context) => boolean;
  /** The condition in words, for docs/onboarding.md. */
  condition?: string;
}

const thirdParty = (c: Step1Context) => c.resourceHolder === 'THIRD_PARTY';
const ownerCondition = 'the money belongs to someone else (resource-holder answered THIRD_PARTY)';

/** Step 1 in order. The bank screen is one of two routes saving the same part. */
export const step1Screens: readonly Step1Screen[] = [
  { route: 'personal-information', part: 'personalInformation', section: 'personal-information' },
  { route: 'date-and-place-birth', part: 'birthdata', section: 'date-and-place-birth' },
  { route: 'residence', part: 'address', section: 'residence' },
  { route: 'ocupation', part: 'occupation', section: 'ocupation' },
  { route: 'political', part: 'pep', section: 'political' },
  { route: 'resource-holder', part: 'resourceHolder', section: 'resource-holder' },
  {
    route: 'owner/date-and-place-birth',
    part: 'beneficiaryBirthdata',
    section: 'resource-holder',
    when: thirdParty,
    condition: ownerCondition,
  },
  {
    route: 'owner/residence',
    part: 'beneficiaryAddress',
    section: 'resource-holder',
    when: thirdParty,
    condition: ownerCondition,
  },
  {
    route: 'owner/ocupation',
    part: 'beneficiaryOccupation',
    section: 'resource-holder',
    when: thirdParty,
    condition: ownerCondition,
  },
  {
    route: 'owner/workplace',
    part: 'beneficiaryWorkplace',
    section: 'resource-holder',
    when: thirdParty,
    condition: ownerCondition,
  },
  { route: 'beneficiary-info-final', part: 'finalBeneficiary', section: 'beneficiary-info-final' },
  { route: 'account-type', part: 'accountType', section: 'account-type' },
  {
    route: 'message-mancomunada',
    part: 'partner',
    section: 'account-type',
    when: (c) => c.accountType === 'JOINT',
    condition: 'account type JOINT (mancomunada): the spouse data and the mancomunada message',
  },
  {
    route: 'institutional-investment',
    part: 'institutionalInvestor',
    section: 'institutional-investment',
    when: (c) => c.institutionalProduct,
    condition: 'the product is institutional',
  },
  { route: 'investment', part: 'investment', section: 'investment' },
  {
    route: 'select-bank-account',
    part: 'bankAccount',
    section: 'bank-account',
    when: (c) => c.hasBankAccounts,
    condition: 'the investor already has bank accounts',
  },
  {
    route: 'bank-account',
    part: 'bankAccount',
    section: 'bank-account',
    when: (c) => !c.hasBankAccounts,
    condition: 'the investor has no bank account yet',
  },
];

/** Step-1 screens that save nothing: the held onboarding's notice (never says why). */
export const ON_HOLD_ROUTE = 'message-blacklist';

/** The screens this investor goes through, in order. */
export function step1ScreensFor(context: Step1Context): Step1Screen[] {
  return step1Screens.filter((screen) => !screen.when || screen.when(context));
}

/** Where "Continuar" goes from a step-1 screen: the next screen, or null when step 1 is done. */
export function nextStep1Route(currentRoute: string, context: Step1Context): string | null {
  const screens = step1ScreensFor(context);
  const index = screens.findIndex((s) => s.route === currentRoute);
  if (index < 0) throw new RangeError(`not a step-1 screen of this onboarding: ${currentRoute}`);
  return screens[index + 1]?.route ?? null;
}

/** Where "Atrás" goes from a step-1 screen: the previous screen, or null on the first one. */
export function previousStep1Route(currentRoute: string, context: Step1Context): string | null {
  const screens = step1ScreensFor(context);
  const index = screens.findIndex((s) => s.route === currentRoute);
  if (index < 0) throw new RangeError(`not a step-1 screen of this onboarding: ${currentRoute}`);
  return screens[index - 1]?.route ?? null;
}

/** The first screen whose part is not saved yet; null when every required part is. */
export function firstMissingStep1Screen(
  savedParts: Iterable<OnboardingPart>,
  context: Step1Context,
): Step1Screen | null {
  const saved = new Set(savedParts);
  return step1ScreensFor(context).find((s) => !saved.has(s.part)) ?? null;
}

/** COMPLETE_STEP_1 needs this too (the API refuses with ONBOARDING_STEP_1_INCOMPLETE otherwise). */
export function isStep1Complete(savedParts: Iterable<OnboardingPart>, context: Step1Context): boolean {
  return firstMissingStep1Screen(savedParts, context) === null;
}
