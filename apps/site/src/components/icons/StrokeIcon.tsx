import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/** The shared frame of the line icons: 24-unit box, current colour, hidden from assistive tech. */
export function StrokeIcon({
  className,
  strokeWidth = 1.8,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
