export { default as DemoRequestModal } from './DemoRequestModal.tsx';
export { submitDemoRequest } from './submitDemoRequest.ts';
export {
  type DemoRequestDeps,
  useDemoRequestForm,
} from './useDemoRequestForm.ts';
