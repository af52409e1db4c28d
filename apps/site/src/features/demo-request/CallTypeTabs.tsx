import type { CallType } from '@hlasovy-asistent/validation';
import { type KeyboardEvent, useRef } from 'react';
import { copy } from '../../copy/demoForm.ts';

export interface CallTypeTabsProps {
  value: CallType;
  onChange: (value: CallType) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
  /** id prefix; each tab's id is `${idPrefix}-${callType}` (the panel is labelled by it). */
  idPrefix: string;
  disabled?: boolean;
}

const TABS: readonly { value: CallType; label: string }[] = [
  { value: 'scheduled', label: copy.tabScheduled },
  { value: 'immediate', label: copy.tabImmediate },
];

/** ARIA tabs (automatic activation, roving tabindex, arrows/Home/End) choosing the call type. */
export function CallTypeTabs({ value, onChange, panelId, idPrefix, disabled }: CallTypeTabsProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length];
    if (!tab) return;
    onChange(tab.value);
    refs.current[tab.value]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      role="tablist"
      aria-label={copy.tabsLabel}
      className="mb-6 grid grid-cols-2 gap-1 rounded-2xl border border-white/10 bg-slate-950/60 p-1"
    >
      {TABS.map((tab, index) => {
        const active = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[tab.value] = el;
            }}
            id={`${idPrefix}-${tab.value}`}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex min-h-11 items-center justify-center rounded-xl px-2 py-2 text-sm font-semibold whitespace-nowrap max-[359px]:px-1 max-[359px]:text-xs transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed ${
              active
                ? 'bg-sky-400 text-slate-950 shadow'
                : 'text-slate-300 hover:bg-white/5 hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
