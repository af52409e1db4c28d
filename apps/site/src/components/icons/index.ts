export { CloseIcon } from './CloseIcon.tsx';
export { HeadsetIcon } from './HeadsetIcon.tsx';
export { MicrophoneIcon } from './MicrophoneIcon.tsx';
export { PhoneIcon } from './PhoneIcon.tsx';
export { SpinnerIcon } from './SpinnerIcon.tsx';
