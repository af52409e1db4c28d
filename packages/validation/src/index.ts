// @hlasovy-asistent/validation: pure TypeScript, zod v4 and libphonenumber-js/core; runs in browsers, Node and Deno.

// booking-hours (BOOKING_HOURS: when demo slots are offered and may be booked)
export {
  type BookingHours,
  DEFAULT_BOOKING_HOURS,
  isBookingDay,
  isWithinBookingHours,
  parseBookingHours,
} from './booking-hours/bookingHours.ts';
export { describeBookingHours } from './booking-hours/describeBookingHours.ts';
// call-control (the typed turn of a call or a chat: checked by the voice client, the local agent
// and the functions)
export { checkTypedTurn, TYPED_TURN_MAX_CHARS } from './call-control/typedTurn.ts';
// call-events
export {
  VAPI_EVENTS_SECRET_HEADER,
  VAPI_EVENTS_SECRET_MIN_LENGTH,
} from './call-events/vapiEventsSecret.ts';
// call-id
export { VOICE_CALL_ID_PATTERN } from './call-id/callId.ts';
// contact
export { E164_PATTERN, normalizePhone } from './contact/normalizePhone.ts';
// demo-request
export type { BotCheck } from './demo-request/botCheckFields.ts';
export { buildConsentRecord } from './demo-request/buildConsentRecord.ts';
export { buildDemoNotification } from './demo-request/buildDemoNotification.ts';
export { buildDemoRequestRow } from './demo-request/buildDemoRequestRow.ts';
export { canSubmitDemoForm } from './demo-request/canSubmitDemoForm.ts';
export type { ConsentRecord } from './demo-request/consentRecordSchema.ts';
export {
  type BookingConsentSource,
  type ConsentOrigin,
  consentOriginOf,
} from './demo-request/consentSources.ts';
export { DEMO_MESSAGES } from './demo-request/DEMO_MESSAGES.ts';
export type { CallType, DemoFormError, DemoFormValues } from './demo-request/DemoFormValues.ts';
export type { DemoRequestRow } from './demo-request/demoRequestRowSchema.ts';
export { emptyDemoForm } from './demo-request/emptyDemoForm.ts';
export { INDUSTRY_OPTIONS, type Industry, OTHER_INDUSTRY } from './demo-request/industries.ts';
export { type DemoRequiredField, missingDemoFields } from './demo-request/missingDemoFields.ts';
export { demoFieldError, demoFormErrors } from './demo-request/validateDemoForm.ts';
// demo-slots
export { DEMO_SLOT_ERRORS } from './demo-slots/DEMO_SLOT_ERRORS.ts';
export { demoSlotId, parseDemoSlotId } from './demo-slots/demoSlotId.ts';
export { demoSlotLabel } from './demo-slots/demoSlotLabel.ts';
export {
  type DemoSlotOffer,
  demoSlotOffer,
  demoSlotOfferSchema,
} from './demo-slots/demoSlotOffer.ts';
export { DEMO_TOOL_NAMES, readDemoToolResult } from './demo-slots/demoTools.ts';
export {
  mentionedSlotIds,
  selectedSlotIdIn,
  selectedSlotIdMention,
  slotIdMention,
} from './demo-slots/slotIdMention.ts';
// dialling
export { checkDialPolicy } from './dialling/checkDialPolicy.ts';
export { createDialCheck, type DialCheck } from './dialling/createDialCheck.ts';
export { DEFAULT_DIAL_COUNTRY_CODES } from './dialling/DIAL_DEFAULTS.ts';
export type { DialPolicy, DialRefusal } from './dialling/DialPolicy.ts';
export { dialPolicyMessages } from './dialling/dialPolicyMessages.ts';
export { parseDialCountryCodes } from './dialling/parseDialCountryCodes.ts';
export { pickDialMetadata } from './dialling/pickDialMetadata.ts';
// function-contracts (each Edge Function's request, answer and refusals: the functions' frame
// and the site's fetch helper read them)
export {
  type ChatSlotOffer,
  type ChatTurnAnswer,
  chatContract,
  chatTurnAnswerSchema,
} from './function-contracts/chat.ts';
export {
  type DemoBooking,
  type DemoNotification,
  demoBookingOf,
  demoNotificationSchema,
} from './function-contracts/demoNotification.ts';
export {
  type DemoAnswerStatus,
  type DemoRequestAnswer,
  demoRequestAnswerSchema,
  handleDemoRequestContract,
} from './function-contracts/demoRequest.ts';
export { FUNCTION_CONTRACTS } from './function-contracts/FUNCTION_CONTRACTS.ts';
export {
  FUNCTION_ERROR_STATUS,
  type FunctionAnswer,
  type FunctionContract,
  type FunctionErrorCode,
  type FunctionRequest,
  type ParsedRequest,
  type ReadAnswer,
  type ShownRefusal,
} from './function-contracts/functionContract.ts';
export {
  type FunnelTally,
  funnelContract,
  funnelDigestContract,
} from './function-contracts/funnel.ts';
export { type HealthProblem, healthContract } from './function-contracts/health.ts';
export { readAnswer, refusalCode, shownRefusal } from './function-contracts/readAnswer.ts';
export {
  demoFormTokenContract,
  voiceCallTokenContract,
} from './function-contracts/tokens.ts';
export {
  type VapiConfigAnswer,
  type VoiceTransportName,
  vapiConfigAnswerSchema,
  vapiConfigContract,
} from './function-contracts/vapiConfig.ts';
export { vapiEventsContract, vapiToolsContract } from './function-contracts/vapiServer.ts';
export {
  type DailyCallSession,
  dailyCallSessionSchema,
  type SocketCallSession,
  socketCallSessionSchema,
  type TypedTurnChannel,
  VOICE_CALL_SESSION_SCHEMAS,
  voiceCallContract,
} from './function-contracts/voiceCall.ts';
export { voiceCallMessageContract } from './function-contracts/voiceCallMessage.ts';
// funnel (issue 41: counted steps without personal data)
export { type FunnelEvents, funnelEventsSchema } from './funnel/funnelEventsSchema.ts';
export {
  CONVERSATION_STEPS,
  DEMO_FORM_KINDS,
  type DemoFormKind,
  FUNNEL_CHANNELS,
  FUNNEL_MAX_BODY_BYTES,
  FUNNEL_MAX_EVENTS,
  FUNNEL_STEPS,
  type FunnelChannel,
  type FunnelEvent,
  type FunnelStep,
  REFUSAL_REASONS,
  type RefusalReason,
} from './funnel/funnelSteps.ts';
// log
export { createSecurityLogger, type SecurityLogger } from './log/createSecurityLogger.ts';
export { type Logger, silentLogger } from './log/Logger.ts';
export { maskPersonalData, maskPersonalText } from './log/maskPersonalData.ts';
export type { SecurityEvent } from './log/SecurityEvent.ts';
// origins
export {
  CORS_PREFLIGHT_MAX_AGE_SECONDS,
  DEFAULT_SITE_ORIGINS,
  isAllowedOrigin,
  parseOrigins,
} from './origins/siteOrigins.ts';
// rate-limit
export { createRateLimiter } from './rate-limit/createRateLimiter.ts';
export { createSiteRateLimiter } from './rate-limit/createSiteRateLimiter.ts';
export { RATE_LIMIT_KEYS } from './rate-limit/RATE_LIMIT_DEFAULTS.ts';
export { RATE_LIMITED_MESSAGE } from './rate-limit/RATE_LIMITED_MESSAGE.ts';
export type { RateLimiter } from './rate-limit/RateLimiter.ts';
// settings (Edge Function secrets: one table for the functions, `health` and the deploy check)
export { assertSettingsParse } from './settings/assertSettingsParse.ts';
export { checkSettings } from './settings/checkSettings.ts';
export { DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS } from './settings/DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS.ts';
export { DEPLOY_VARIABLES, secretSettingNames } from './settings/DEPLOY_VARIABLES.ts';
export { FUNCTION_SETTINGS } from './settings/FUNCTION_SETTINGS.ts';
export { integerSetting } from './settings/integerSetting.ts';
export { isSecretSetting } from './settings/SettingSpec.ts';
export { isDiallingOff, publicUrlProblem, type SettingsEnv } from './settings/valueProblem.ts';
// slovak-dates (the one Slovak date formatter: the card, the assistant's lines, the end view, the form)
export {
  clockPhrase,
  type DatePreposition,
  dayPhrase,
  slotListPhrase,
  slotPhrase,
  weekdayPhrase,
} from './slovak-dates/slotPhrase.ts';
export {
  spokenClockPhrase,
  spokenDayPhrase,
  spokenSlotListPhrase,
  spokenSlotPhrase,
} from './slovak-dates/spokenPhrase.ts';
// text
export { sanitizeField } from './text/sanitizeField.ts';
export { sanitizeName } from './text/sanitizeName.ts';
export { sanitizeText } from './text/sanitizeText.ts';
export { sanitizeTranscript } from './text/sanitizeTranscript.ts';
// time-slots
export { bookableSlots } from './time-slots/bookableSlots.ts';
export { isBookableSlot } from './time-slots/isBookableSlot.ts';
export { isCalendarDate } from './time-slots/isCalendarDate.ts';
export { DEFAULT_SCHEDULE_MAX_DAYS, lastBookableDate } from './time-slots/lastBookableDate.ts';
export { localTimeExists } from './time-slots/localTimeExists.ts';
export { slotWindow } from './time-slots/slotWindow.ts';
export { TIME_SLOTS } from './time-slots/TIME_SLOTS.ts';
export { SLOT_MINUTES, TIME_ZONE } from './time-slots/timeSlotConstants.ts';
export { todayInZone } from './time-slots/todayInZone.ts';
// errors (CodedError: the base the other packages' errors extend too)
export { CodedError, ValidationError } from './ValidationError.ts';
