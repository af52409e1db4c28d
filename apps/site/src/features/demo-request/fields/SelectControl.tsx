import type { SelectHTMLAttributes } from 'react';
import { controlClass } from './fieldStyles.ts';

export interface SelectControlProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The placeholder option is selected: show it in the muted placeholder colour. */
  empty?: boolean;
}

/** A native <select> (best on mobile and for assistive tech) with the form's look and a chevron. */
export function SelectControl({ empty = false, className, ...rest }: SelectControlProps) {
  const color = empty ? 'text-slate-400' : 'text-white';
  return (
    <div className="relative">
      <select
        {...rest}
        className={`${controlClass.replace('text-white', color)} appearance-none pr-10 [&>option]:text-white ${className ?? ''}`}
      />
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
