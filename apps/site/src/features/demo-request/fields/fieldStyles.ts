/** Shared Tailwind classes of the form controls. */
export const controlClass =
  'block w-full rounded-xl border border-white/15 bg-slate-950/60 px-4 py-3 text-base text-white placeholder:text-slate-400 transition focus:border-sky-400 focus:outline-2 focus:outline-offset-0 focus:outline-sky-400/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-rose-400';

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-200';
