import { type IconProps, StrokeIcon } from './StrokeIcon.tsx';

export function CloseIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className} strokeWidth={2}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
