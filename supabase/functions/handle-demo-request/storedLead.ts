import {
  type ConsentOrigin,
  consentOriginOf,
  type DemoNotification,
  normalizePhone,
} from '@hlasovy-asistent/validation';
import { type ErrorCode, type FieldIssue, HttpError } from '../_shared/errors.ts';
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
  request: DemoNotification,
): Promise<ConsentOrigin> {
  const consent = await repository.findLeadConsent(request.requestId);
  if (!consent?.textVersion || !consent.source) {
    throw new HttpError(
      'consent_missing',
      'This demo request has no consent record; it is kept but no call is placed',
    );
  }
  return requireConsentSource(consent.source, request);
}

const SOURCE_MISMATCH: ErrorCode = 'consent_source_mismatch';

/**
 * Consent per source: a request that books an offered slot was consented to on the booking card
 * (`voice-booking`, `chat-booking`), any other on the demo form's tab it names (`form-immediate`,
 * `form-scheduled`); a slot sent with the form's consent, a form request with the card's, a tab
 * that differs or a source nobody writes is a 422 before anything is counted. Which channel a
 * booking's conversation is checked with the booking id (voiceBooking.ts).
 */
function requireConsentSource(source: string, request: DemoNotification): ConsentOrigin {
  const origin = consentOriginOf(source);
  if (!origin) {
    throw new HttpError(SOURCE_MISMATCH, 'The consent record names no known form');
  }
  if (request.bookingId !== undefined && origin.kind !== 'booking') {
    throw new HttpError(
      SOURCE_MISMATCH,
      "A request with an offered slot needs the booking card's consent record",
    );
  }
  if (request.bookingId === undefined && origin.kind !== 'form') {
    throw new HttpError(SOURCE_MISMATCH, "The booking card's consent is only for an offered slot");
  }
  if (origin.kind === 'form' && origin.callType !== request.callType) {
    throw new HttpError(SOURCE_MISMATCH, "The consent was given on the demo form's other tab");
  }
  return origin;
}
