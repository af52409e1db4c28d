export { DemoRequestModal, type DemoRequestModalProps, default } from './DemoRequestModal.tsx';
export {
  type BackendError,
  type DemoRequestInsert,
  type SubmitDeps,
  type SubmitErrorCode,
  type SubmitResult,
  submitDemoRequest,
} from './submitDemoRequest.ts';
export {
  type DemoRequestDeps,
  type DemoRequestFormState,
  type FormStatus,
  useDemoRequestForm,
} from './useDemoRequestForm.ts';
