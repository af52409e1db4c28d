import { CallLink } from '../../components/CallLink.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';
import { notFoundCopy as copy } from '../../copy/notFound.ts';
import { DEMO_MODAL_HASH } from '../../routeMeta.ts';

/** "Page Not Found" (SPEC): home, back, and the two ways on of the landing page (demo, phone). */
export function NotFoundPage() {
  return (
    <section className="flex min-h-svh flex-col items-center justify-center px-5 py-24 text-center">
      <p
        className="text-7xl font-semibold tracking-tight text-slate-500 sm:text-9xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 lang="en" className="mt-4 text-3xl font-semibold tracking-tight text-white sm:text-4xl">
        {copy.heading}
      </h1>
      <p className="mt-4 max-w-md leading-relaxed text-slate-300">{copy.text}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <SiteLink to="/" className="btn-primary">
          {copy.home}
        </SiteLink>
        <button type="button" className="btn-secondary" onClick={() => window.history.back()}>
          {copy.back}
        </button>
      </div>
      <p className="mt-10 max-w-md leading-relaxed text-slate-300">{copy.help}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {/* the landing page opens the demo modal on arrival */}
        <SiteLink to={{ pathname: '/', hash: DEMO_MODAL_HASH }} className="btn-secondary">
          {copy.demo}
        </SiteLink>
        <CallLink label={copy.call} className="btn-secondary" />
      </div>
    </section>
  );
}
