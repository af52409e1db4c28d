export { HoneypotField } from './bot-check/HoneypotField.tsx';
export { TurnstileWidget } from './bot-check/TurnstileWidget.tsx';
export { useBotCheck } from './bot-check/useBotCheck.ts';
export { default as DemoRequestModal } from './DemoRequestModal.tsx';
export { defaultDeps } from './defaultDeps.ts';
export { ContactFields, GdprConsentRow } from './fields/ContactFields.tsx';
export { focusFirstInvalid } from './fields/focusFirstInvalid.ts';
export { submitDemoRequest } from './submitDemoRequest.ts';
export type { DemoCallOutcome } from './successText.ts';
export { useDemoModal } from './useDemoModal.tsx';
export {
  type DemoRequestDeps,
  useDemoRequestForm,
} from './useDemoRequestForm.ts';
