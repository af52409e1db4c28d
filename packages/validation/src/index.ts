// @hlasovy-asistent/validation: pure TypeScript, zod v4 and libphonenumber-js/core; runs in browsers, Node and Deno.

// call-control
export { APP_MESSAGE_MAX_BYTES, appMessageSchema } from './call-control/appMessageSchema.ts';
export { backgroundBlurSchema } from './call-control/backgroundBlurSchema.ts';
export { backgroundImageSchema } from './call-control/backgroundImageSchema.ts';
export {
  CALL_START_REQUIRED_MESSAGE,
  type CallStartInput,
  callStartSchema,
} from './call-control/callStartSchema.ts';
export {
  CAMERA_SEND_PRESETS,
  type CameraSendPreset,
  cameraSendPresetSchema,
} from './call-control/cameraSendPresetSchema.ts';
export { checkRule, type RuleResult } from './call-control/checkRule.ts';
export {
  type CustomIntegration,
  controlledBySchema,
  customIntegrationSchema,
} from './call-control/customIntegrationSchema.ts';
export {
  canReceivePermissionSchema,
  dialOutPermissionsSchema,
} from './call-control/dialOutPermissionsSchema.ts';
export {
  AUDIO_CODECS,
  type DialOutOptions,
  dialOutSchema,
  VIDEO_CODECS,
} from './call-control/dialOutSchema.ts';
export { DTMF_MAX_TONES, type DtmfOptions, dtmfSchema } from './call-control/dtmfSchema.ts';
export { type MaxQuality, maxQualitySchema } from './call-control/maxQualitySchema.ts';
export {
  RECORDING_TYPES,
  type RecordingType,
  recordingTypeSchema,
} from './call-control/recordingTypeSchema.ts';
export {
  type RemoteMediaPlayerSettings,
  remoteMediaPlayerSettingsSchema,
} from './call-control/remoteMediaPlayerSettingsSchema.ts';
export {
  type RoomAccessLevel,
  roomAccessLevelSchema,
} from './call-control/roomAccessLevelSchema.ts';
export {
  SCREEN_SEND_PRESETS,
  type ScreenSendPreset,
  screenSendPresetSchema,
} from './call-control/screenSendPresetSchema.ts';
export { sessionIdSchema } from './call-control/sessionIdSchema.ts';
export { type ShowNamesMode, showNamesModeSchema } from './call-control/showNamesModeSchema.ts';
export {
  type SimulcastEncoding,
  simulcastEncodingSchema,
  simulcastEncodingsSchema,
} from './call-control/simulcastEncodingsSchema.ts';
export {
  type SipCallTransferOptions,
  sipCallTransferSchema,
} from './call-control/sipCallTransferSchema.ts';
export { type SipReferOptions, sipReferSchema } from './call-control/sipReferSchema.ts';
export { sipVideoSettingsSchema } from './call-control/sipVideoSettingsSchema.ts';
export {
  checkTypedTurn,
  TYPED_TURN_MAX_CHARS,
  type TypedTurnCheck,
  type TypedTurnProblem,
} from './call-control/typedTurn.ts';
export { USER_DATA_MAX_CHARS, userDataSchema } from './call-control/userDataSchema.ts';
// call-events
export {
  VAPI_EVENTS_SECRET_HEADER,
  VAPI_EVENTS_SECRET_MIN_LENGTH,
} from './call-events/vapiEventsSecret.ts';
// chat
export { CHAT_INPUT_MAX_CHARS } from './chat/CHAT_INPUT_MAX_CHARS.ts';
// contact
export { E164_PATTERN } from './contact/E164_PATTERN.ts';
export { EMAIL_MAX_LENGTH } from './contact/EMAIL_MAX_LENGTH.ts';
export { isValidEmail } from './contact/isValidEmail.ts';
export { isValidPhone } from './contact/isValidPhone.ts';
export { normalizePhone } from './contact/normalizePhone.ts';
// demo-request
export {
  BOT_CHECK_LIMITS,
  type BotCheck,
  botCheckFields,
} from './demo-request/botCheckFields.ts';
export {
  buildConsentRecord,
  DEMO_CONSENT_FORM,
  VOICE_BOOKING_CONSENT_FORM,
} from './demo-request/buildConsentRecord.ts';
export {
  buildDemoNotification,
  type DemoSlotBooking,
} from './demo-request/buildDemoNotification.ts';
export { buildDemoRequestRow } from './demo-request/buildDemoRequestRow.ts';
export { canSubmitDemoForm } from './demo-request/canSubmitDemoForm.ts';
export {
  CONSENT_SOURCE_PATTERN,
  CONSENT_TEXT_VERSION_PATTERN,
  type ConsentRecord,
  consentRecordSchema,
} from './demo-request/consentRecordSchema.ts';
export { DEMO_FIELD_LIMITS } from './demo-request/DEMO_FIELD_LIMITS.ts';
export { DEMO_MESSAGES } from './demo-request/DEMO_MESSAGES.ts';
export type { CallType, DemoFormError, DemoFormValues } from './demo-request/DemoFormValues.ts';
export {
  type DemoNotification,
  demoNotificationSchema,
  VOICE_CALL_ID_PATTERN,
} from './demo-request/demoNotificationSchema.ts';
export { type DemoRequestRow, demoRequestRowSchema } from './demo-request/demoRequestRowSchema.ts';
export { emptyDemoForm } from './demo-request/emptyDemoForm.ts';
export {
  INDUSTRY_OPTIONS,
  INDUSTRY_VALUES,
  type Industry,
  isIndustry,
  OTHER_INDUSTRY,
} from './demo-request/industries.ts';
export { type DemoRequiredField, missingDemoFields } from './demo-request/missingDemoFields.ts';
export { storedIndustry } from './demo-request/storedIndustry.ts';
export {
  demoFieldError,
  demoFormErrors,
  validateDemoForm,
} from './demo-request/validateDemoForm.ts';
// demo-slots
export {
  DEMO_SLOT_ERRORS,
  type DemoSlotBooked,
  type DemoSlotErrorCode,
  type DemoSlotRefusal,
} from './demo-slots/DEMO_SLOT_ERRORS.ts';
export { DEMO_SLOT_ID_PATTERN, demoSlotId, parseDemoSlotId } from './demo-slots/demoSlotId.ts';
export { demoSlotLabel, demoSlotSpoken } from './demo-slots/demoSlotLabel.ts';
export {
  type DemoSlotOffer,
  demoSlotOffer,
  demoSlotOfferSchema,
} from './demo-slots/demoSlotOffer.ts';
export {
  DEMO_TOOL_NAMES,
  type DemoSlotsMetadata,
  type DemoToolOutcome,
  demoSlotsMetadataSchema,
  readDemoToolResult,
  type SelectDemoSlotMetadata,
  selectDemoSlotMetadataSchema,
} from './demo-slots/demoTools.ts';
export { mentionedSlotIds, slotIdMention } from './demo-slots/slotIdMention.ts';
// dialling
export { checkDialPolicy } from './dialling/checkDialPolicy.ts';
export { createDialCheck, type DialCheck } from './dialling/createDialCheck.ts';
export {
  DEFAULT_DIAL_COUNTRY_CODES,
  DIALLABLE_NUMBER_TYPES,
} from './dialling/DIAL_DEFAULTS.ts';
export type { DialPolicy, DialPolicyResult, DialRefusal } from './dialling/DialPolicy.ts';
export { type DialPolicyMessages, dialPolicyMessages } from './dialling/dialPolicyMessages.ts';
export { parseDialCountryCodes } from './dialling/parseDialCountryCodes.ts';
export { pickDialMetadata } from './dialling/pickDialMetadata.ts';
// function-answers (the JSON answers of the Edge Functions, read by the site and the voice client)
export {
  type ChatSlotOffer,
  type ChatTurnAnswer,
  chatSlotOfferSchema,
  chatTurnAnswerSchema,
} from './function-answers/chatTurnAnswer.ts';
export {
  type DemoAnswerStatus,
  type DemoRequestAnswer,
  demoRequestAnswerSchema,
} from './function-answers/demoRequestAnswer.ts';
export { readAnswer } from './function-answers/readAnswer.ts';
export {
  type VapiConfigAnswer,
  VOICE_TRANSPORTS,
  type VoiceTransportName,
  vapiConfigAnswerSchema,
} from './function-answers/vapiConfigAnswer.ts';
export {
  type DailyCallSession,
  dailyCallSessionSchema,
  type SocketCallSession,
  socketCallSessionSchema,
  VOICE_CALL_SESSION_SCHEMAS,
} from './function-answers/voiceCallSession.ts';
export {
  type VoiceCallTokenAnswer,
  voiceCallTokenAnswerSchema,
} from './function-answers/voiceCallTokenAnswer.ts';
// log
export {
  createSecurityLogger,
  type SecurityLogger,
  type SecurityLoggerOptions,
} from './log/createSecurityLogger.ts';
export type { Logger } from './log/Logger.ts';
export { maskPersonalData, maskPersonalText } from './log/maskPersonalData.ts';
export { maskSecrets } from './log/maskSecrets.ts';
export type { SecurityEvent, SecurityEventKind, SecuritySink } from './log/SecurityEvent.ts';
export { silentLogger } from './log/silentLogger.ts';
// origins
export {
  DEFAULT_SITE_ORIGINS,
  isAllowedOrigin,
  parseOrigins,
} from './origins/siteOrigins.ts';
// rate-limit
export { createRateLimiter } from './rate-limit/createRateLimiter.ts';
export { createSiteRateLimiter } from './rate-limit/createSiteRateLimiter.ts';
export {
  RATE_LIMIT_DEFAULTS,
  RATE_LIMIT_KEYS,
  SITE_RATE_LIMIT,
} from './rate-limit/RATE_LIMIT_DEFAULTS.ts';
export { RATE_LIMITED_MESSAGE } from './rate-limit/RATE_LIMITED_MESSAGE.ts';
export type { RateLimiter, RateLimiterOptions, RateLimitResult } from './rate-limit/RateLimiter.ts';
// settings (Edge Function secrets: one table for the functions, `health` and the deploy check)
export { assertSettingsParse } from './settings/assertSettingsParse.ts';
export { checkSettings, type SettingProblem } from './settings/checkSettings.ts';
export { DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS } from './settings/DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS.ts';
export {
  DEPLOY_VARIABLES,
  type DeployVariable,
  secretSettingNames,
} from './settings/DEPLOY_VARIABLES.ts';
export { FUNCTION_SETTINGS, settingSpec } from './settings/FUNCTION_SETTINGS.ts';
export { integerSetting } from './settings/integerSetting.ts';
export {
  isSecretSetting,
  type SettingKind,
  type SettingNeed,
  type SettingSpec,
} from './settings/SettingSpec.ts';
export {
  isDiallingOff,
  publicUrlProblem,
  type SettingsCheckMode,
  type SettingsEnv,
  settingValue,
} from './settings/valueProblem.ts';
// text
export { sanitizeField } from './text/sanitizeField.ts';
export { sanitizeLabel } from './text/sanitizeLabel.ts';
export { sanitizeName } from './text/sanitizeName.ts';
export { sanitizeText } from './text/sanitizeText.ts';
export { sanitizeTranscript } from './text/sanitizeTranscript.ts';
export { TEXT_LIMITS } from './text/TEXT_LIMITS.ts';
// time-slots
export { bookableSlots } from './time-slots/bookableSlots.ts';
export { isBookableSlot } from './time-slots/isBookableSlot.ts';
export { daysInMonth, isCalendarDate } from './time-slots/isCalendarDate.ts';
export { isSlotTime } from './time-slots/isSlotTime.ts';
export {
  DEFAULT_SCHEDULE_MAX_DAYS,
  lastBookableDate,
} from './time-slots/lastBookableDate.ts';
export { localTimeExists } from './time-slots/localTimeExists.ts';
export { slotWindow } from './time-slots/slotWindow.ts';
export { TIME_SLOTS } from './time-slots/TIME_SLOTS.ts';
export { MIN_LEAD_MINUTES, SLOT_MINUTES, TIME_ZONE } from './time-slots/timeSlotConstants.ts';
export { todayInZone } from './time-slots/todayInZone.ts';
export { zonedTimeToUtc } from './time-slots/zonedTimeToUtc.ts';
// errors
export { ValidationError, type ValidationErrorCode } from './ValidationError.ts';
