import type { DemoNotification } from '@hlasovy-asistent/validation';
import type { Logger } from '../_shared/logger.ts';
import type { DemoRequestRepository, LeadConsent, OutcomeUpdate } from '../_shared/repository.ts';

export type TeamSummary = Pick<
  DemoNotification,
  'requestId' | 'name' | 'email' | 'phone' | 'industry' | 'callType'
> &
  Omit<OutcomeUpdate, 'notified'> & {
    /** Only `true` when the visitor ticked the optional marketing consent: no flag, no marketing. */
    marketingConsent: boolean;
    /** The proof stored with the lead row (null when the row is missing). */
    consent: LeadConsent | null;
  };

/**
 * What the team webhook receives about a request: the lead, the outcome, and its stored consent.
 * The marketing flag comes from the stored row, never from the function's own payload; without a
 * row (or when it cannot be read) it is false.
 */
export async function teamSummary(
  deps: { repository: DemoRequestRepository; logger: Logger },
  request: DemoNotification,
  outcome: Omit<OutcomeUpdate, 'notified'>,
): Promise<TeamSummary> {
  const { requestId, name, email, phone, industry, callType } = request;
  const consent = await deps.repository.findLeadConsent(requestId).catch((cause: unknown) => {
    deps.logger.warn('could not read the lead consent', { requestId, cause });
    return null;
  });
  return {
    requestId,
    name,
    email,
    phone,
    industry,
    callType,
    ...outcome,
    marketingConsent: consent?.marketingConsent === true,
    consent,
  };
}
