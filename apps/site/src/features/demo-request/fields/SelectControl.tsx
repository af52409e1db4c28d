import type { SelectHTMLAttributes } from 'react';
import { controlClass } from './fieldStyles.ts';

/** A native <select> (best on mobile and for assistive tech) with the form's look and a chevron. */
export function SelectControl(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const { className, ...rest } = props;
  return (
    <div className="relative">
      <select {...rest} className={`${controlClass} appearance-none pr-10 ${className ?? ''}`} />
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-400"
        fill="currentColor"
      >
        <path d="M5 7.5l5 5 5-5z" />
      </svg>
    </div>
  );
}
