export { CloseIcon } from './CloseIcon.tsx';
export { HeadsetIcon } from './HeadsetIcon.tsx';
export { MicrophoneIcon } from './MicrophoneIcon.tsx';
export { MicrophoneOffIcon } from './MicrophoneOffIcon.tsx';
export { PhoneIcon } from './PhoneIcon.tsx';
export { SpeakerIcon } from './SpeakerIcon.tsx';
export { SpinnerIcon } from './SpinnerIcon.tsx';
