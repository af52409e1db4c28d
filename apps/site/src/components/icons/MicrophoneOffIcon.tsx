import { type IconProps, StrokeIcon } from './StrokeIcon.tsx';

export function MicrophoneOffIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M9 9V6a3 3 0 0 1 5.6-1.5M15 10v1a3 3 0 0 1-4.2 2.75" />
      <path d="M5.5 11a6.5 6.5 0 0 0 10.6 5.05M18.5 11a6.5 6.5 0 0 1-.6 2.7M12 17.5V21M8.5 21h7M4 4l16 16" />
    </StrokeIcon>
  );
}
