import type {
  CustomerProfile,
  OnboardingInfo,
  OnboardingPart,
  OnboardingProductResponse,
  UserProfile,
} from '@invierte/domain';
import type { FieldSpec as PartFieldSpec, FormValues } from '../../../components/part-form/form-model';

export * from '../../../components/part-form/form-model';

/** What a step-1 screen may read besides its own values. */
export interface ScreenContext {
  info: OnboardingInfo;
  profile: UserProfile | undefined;
  product: OnboardingProductResponse | undefined;
  /** The customer's profile (docs/decisions/0015): a part never saved here starts from its section. */
  customer?: CustomerProfile | undefined;
}

export type FieldSpec = PartFieldSpec<ScreenContext>;

export interface Step1ScreenDef {
  route: string;
  part: OnboardingPart;
  title: string;
  intro?: string;
  fields: readonly FieldSpec[];
  /** Values before anything was saved (the account's data, sensible choices). */
  initial?: (context: ScreenContext) => FormValues;
  /** The saved part as form values, when its stored shape differs from the form's. */
  fromSaved?: (saved: unknown) => FormValues;
  /** A rule beyond the shared schema that needs the context (the product's minimum). */
  check?: (values: FormValues, context: ScreenContext) => { field: string; message: string } | null;
  /** Runs after a successful save, before moving on; its failure does not stop the onboarding. */
  afterSave?: (onboardingId: string) => Promise<unknown>;
  /** The body to send, from the schema's output (defaults to it). */
  toBody?: (parsed: FormValues) => unknown;
}
