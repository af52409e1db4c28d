import type { CallType } from './DemoFormValues.ts';

/**
 * Where a lead's consent was given (`demo_requests.consent_source`): the demo form's two tabs
 * (its consent checkbox and the optional marketing one), or the booking card of a voice call or
 * of a written conversation (its one consent checkbox). Each names the /gdpr text the visitor
 * ticked (`consent_text_version`).
 */
export const CONSENT_SOURCES = [
  'form-immediate',
  'form-scheduled',
  'voice-booking',
  'chat-booking',
] as const;

export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The booking card's sources: a request with an offered slot carries one of these. */
export type BookingConsentSource = Extract<ConsentSource, 'voice-booking' | 'chat-booking'>;

/** The demo form's source for a tab. */
export const formConsentSource = (callType: CallType): ConsentSource => `form-${callType}`;

/**
 * What a stored source says: the form (and its tab) or the booking card (and its channel).
 * Sources of pages built before these names (`demo-modal:<tab>`, `voice-booking:scheduled`,
 * which the card stored for a chat booking too) are still read, the old booking one for either
 * channel (`channel: null`); anything else is null.
 */
export type ConsentOrigin =
  | { kind: 'form'; callType: CallType }
  | { kind: 'booking'; channel: 'voice' | 'chat' | null };

const ORIGINS: Readonly<Record<string, ConsentOrigin>> = {
  'form-immediate': { kind: 'form', callType: 'immediate' },
  'form-scheduled': { kind: 'form', callType: 'scheduled' },
  'voice-booking': { kind: 'booking', channel: 'voice' },
  'chat-booking': { kind: 'booking', channel: 'chat' },
  'demo-modal:immediate': { kind: 'form', callType: 'immediate' },
  'demo-modal:scheduled': { kind: 'form', callType: 'scheduled' },
  'voice-booking:scheduled': { kind: 'booking', channel: null },
};

export function consentOriginOf(source: string | null | undefined): ConsentOrigin | null {
  return (source && Object.hasOwn(ORIGINS, source) ? ORIGINS[source] : null) ?? null;
}
