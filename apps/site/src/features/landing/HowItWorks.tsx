import { belowTheFoldCopy as copy } from '../../copy/belowTheFold.ts';

/** "Ako to funguje": the three steps of a conversation with the assistant, as the demo does them. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="relative px-5 pt-20 sm:pt-28">
      <div className="mx-auto max-w-5xl">
        <h2
          id="how-title"
          className="text-center text-3xl font-semibold tracking-tight text-white sm:text-4xl"
        >
          {copy.howTitle}
        </h2>
        <ol className="mt-12 grid gap-4 sm:grid-cols-3">
          {copy.howSteps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-3xl border border-white/10 bg-white/[0.03] p-6 text-left"
            >
              <h3 className="text-lg font-semibold text-white">
                <span aria-hidden="true" className="mr-2 text-sky-300">
                  {index + 1}.
                </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
