import { belowTheFoldCopy as copy } from '../../copy/belowTheFold.ts';

export function SellingPoints() {
  return (
    <section aria-labelledby="benefits-title" className="relative px-5 py-20 sm:py-28">
      <div className="mx-auto max-w-5xl">
        <h2
          id="benefits-title"
          className="text-center text-3xl font-semibold tracking-tight text-white sm:text-4xl"
        >
          {copy.benefitsTitle}
        </h2>
        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {copy.points.map((point) => (
            <li
              key={point.title}
              className="rounded-3xl border border-white/10 bg-white/[0.03] p-6 text-left"
            >
              <h3 className="text-lg font-semibold text-white">{point.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{point.text}</p>
            </li>
          ))}
        </ul>
        <h2 className="mt-16 text-center text-sm font-semibold tracking-widest text-slate-400 uppercase">
          {copy.industriesTitle}
        </h2>
        <ul className="mt-5 flex flex-wrap justify-center gap-2">
          {copy.industries.map((name) => (
            <li
              key={name}
              className="rounded-full border border-white/10 px-4 py-1.5 text-sm text-slate-300"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
