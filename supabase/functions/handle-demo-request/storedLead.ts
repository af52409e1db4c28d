import { type DemoNotification, normalizePhone } from '@hlasovy-asistent/validation';
import { type FieldIssue, HttpError } from '../_shared/errors.ts';
import type { DemoRequestRepository, StoredLead } from '../_shared/repository.ts';

const same = (a: string, b: string) => a.trim() === b.trim();

/** The fields of `request` that disagree with the stored row (names only, never values). */
function mismatches(request: DemoNotification, lead: StoredLead): FieldIssue[] {
  const checks: [keyof StoredLead, boolean][] = [
    ['name', same(request.name, lead.name)],
    ['email', same(request.email.toLowerCase(), lead.email.toLowerCase())],
    ['phone', normalizePhone(lead.phone) === request.phone],
    ['industry', same(request.industry, lead.industry)],
  ];
  return checks
    .filter(([, ok]) => !ok)
    .map(([path]) => ({
      path,
      message: `${path} differs from the stored demo request`,
      code: 'mismatch',
    }));
}

/**
 * The lead the browser stored under `requestId` (read with the service role). Only stored leads
 * are dialled, and only when the notification agrees with the row: an unknown id is a 404, a
 * disagreeing payload a 409, both before anything is counted or dialled.
 */
export async function requireStoredLead(
  repository: DemoRequestRepository,
  request: DemoNotification,
): Promise<StoredLead> {
  const lead = await repository.findLead(request.requestId);
  if (!lead) {
    throw new HttpError(
      'request_not_found',
      'No demo request is stored under this requestId; insert it into demo_requests first',
    );
  }
  const issues = mismatches(request, lead);
  if (issues.length > 0) {
    throw new HttpError('request_mismatch', 'The request does not match the stored demo request', {
      issues,
    });
  }
  return lead;
}

/**
 * No call without proof of consent: a lead row without its consent record (the plain
 * four-field insert: no text version, no source) is kept but never dialled. The database
 * refuses to claim it as well (claim_demo_request).
 */
export async function requireConsent(
  repository: DemoRequestRepository,
  requestId: string,
): Promise<void> {
  const consent = await repository.findLeadConsent(requestId);
  if (!consent?.textVersion || !consent.source) {
    throw new HttpError(
      'consent_missing',
      'This demo request has no consent record; it is kept but no call is placed',
    );
  }
}
