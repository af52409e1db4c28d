import { useNavigate } from 'react-router-dom';
import { CloseIcon } from '../../components/icons/CloseIcon.tsx';
import { type GdprText, gdprText } from '../../copy/gdpr.ts';
import { ControllerDetails } from './ControllerDetails.tsx';
import { closeWindow } from './closeWindow.ts';
import { WithPlaceholders } from './WithPlaceholders.tsx';

export interface GdprPageProps {
  /** The consent text (default: this build's, from config.ts). */
  text?: GdprText;
}

export function GdprPage({ text = gdprText }: GdprPageProps) {
  const navigate = useNavigate();
  const close = () => closeWindow(window, () => navigate('/'));
  const { processors, statistics } = text;

  return (
    <article className="mx-auto max-w-3xl px-5 pt-28 pb-20 sm:pt-32">
      <div className="flex items-start justify-between gap-6">
        <h1 className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
          {text.title}
        </h1>
        <button
          type="button"
          onClick={close}
          aria-label={text.closeLabel}
          className="grid size-11 shrink-0 place-items-center rounded-full border border-white/10 text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      {text.intro.map((paragraph) => (
        <p key={paragraph} className="mt-6 leading-relaxed text-slate-300">
          <WithPlaceholders text={paragraph} />
        </p>
      ))}

      <ControllerDetails text={text} />

      {text.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="gdpr-section">
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <WithPlaceholders text={paragraph} />
            </p>
          ))}
          {section.items.length > 0 ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.closing ? <p>{section.closing}</p> : null}
        </section>
      ))}

      <section aria-labelledby={processors.id} className="gdpr-section">
        <h2 id={processors.id}>{processors.heading}</h2>
        <p>{processors.intro}</p>
        <ul>
          {processors.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{processors.transfers}</p>
      </section>

      <section aria-labelledby={statistics.id} className="gdpr-section">
        <h2 id={statistics.id}>{statistics.heading}</h2>
        {statistics.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <div className="mt-12">
        <button type="button" onClick={close} className="btn-secondary">
          {text.close}
        </button>
      </div>
    </article>
  );
}
