import type { GdprText } from '../../copy/gdpr.ts';
import { WithPlaceholders } from './WithPlaceholders.tsx';

/** Who the controller is (GDPR Art. 13(1)(a)): name, registered address, IČO, contact e-mail. */
export function ControllerDetails({ text }: { text: GdprText }) {
  const { controller, contactEmail } = text;
  return (
    <section aria-labelledby={controller.id} className="gdpr-section">
      <h2 id={controller.id}>{controller.heading}</h2>
      <dl className="mt-3 space-y-1.5 text-slate-300">
        {controller.details.map(({ term, value, mailto }) => (
          <div key={term} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-white after:content-[':']">{term}</dt>
            <dd>
              {mailto ? (
                <a className="link" href={`mailto:${contactEmail}`}>
                  {value}
                </a>
              ) : (
                <WithPlaceholders text={value} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <WithPlaceholders text={controller.contact} />
      </p>
    </section>
  );
}
