import type { OnboardingProgressInput } from './resume.ts';
import type { StageState } from './states.ts';
import { step1ScreensFor } from './steps.ts';

/** Step 1 fills 0–55 %; each later stage has its fixed share, and only APPROVED is 100. */
const STEP_1_SHARE = 55;
const stagePercent: Record<Exclude<StageState, 'IN_PROGRESS'>, number> = {
  PENDING_SIGNATURE: 60,
  WAITING_FOR_APPROVAL: 75,
  PENDING_DEPOSIT: 80,
  IN_VERIFICATION: 90,
};
/** A generated, not yet signed contract is a step further than none. */
const CONTRACT_GENERATED_BONUS = 5;

/**
 * Step 1's share: each section counts equally, and a section with conditional sub-screens counts the
 * fraction of them saved. Sections are fixed by the product alone, so answering "someone else's
 * money" or "mancomunada" adds sub-screens inside a section instead of lowering the percentage.
 */
function step1Percent(input: OnboardingProgressInput): number {
  const saved = new Set(input.savedParts);
  const sections = new Map<string, { done: number; total: number }>();
  for (const screen of step1ScreensFor(input.context)) {
    const section = sections.get(screen.section) ?? { done: 0, total: 0 };
    section.total += 1;
    if (saved.has(screen.part)) section.done += 1;
    sections.set(screen.section, section);
  }
  let filled = 0;
  for (const { done, total } of sections.values()) filled += done / total;
  // The epsilon keeps 55 × 10/10 from landing a hair under 55 in binary floating point.
  return Math.floor((STEP_1_SHARE * filled) / sections.size + 1e-9);
}

function stageProgress(stage: StageState, input: OnboardingProgressInput): number {
  if (stage === 'IN_PROGRESS') return step1Percent(input);
  const generated = stage === 'PENDING_SIGNATURE' && input.contractState === 'GENERATED';
  return stagePercent[stage] + (generated ? CONTRACT_GENERATED_BONUS : 0);
}

/**
 * Requirements R3 `percentage` / the `progressPercentage` storage key: 0–100, from the completed required
 * parts and the stage. Parked onboardings show their stage's figure; cancelled or disapproved ones
 * 0 (requirements R4 resets it on cancel); 100 only once approved.
 */
export function progressPercentage(input: OnboardingProgressInput): number {
  switch (input.state) {
    case 'APPROVED':
      return 100;
    case 'DISAPPROVED':
    case 'CANCELED':
    case 'CANCELED_BY_SUPPORT':
      return 0;
    case 'CANCELED_BY_QUOTA_VALUE_CHANGE':
    case 'ON_HOLD':
    case 'WAITING_FOR_CANCEL':
      return input.resumeState ? stageProgress(input.resumeState, input) : 0;
    default:
      return stageProgress(input.state, input);
  }
}
