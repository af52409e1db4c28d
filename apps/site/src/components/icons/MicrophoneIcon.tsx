import { type IconProps, StrokeIcon } from './StrokeIcon.tsx';

export function MicrophoneIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
    </StrokeIcon>
  );
}
