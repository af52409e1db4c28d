import { type IconProps, StrokeIcon } from './StrokeIcon.tsx';

export function HeadsetIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
    </StrokeIcon>
  );
}
