import { CallLink } from '../../components/CallLink.tsx';
import { landingCopy as copy } from '../../copy/hero.ts';

export interface DemoAndCallProps {
  onRequestDemo: () => void;
  /** Loads the demo form on hover or focus, so a click opens it at once. */
  onPreloadDemo: () => void;
}

/**
 * The page's two ways on: the demo form and the phone number. The hero's, and at the end of the
 * page the closing section's, labelled as its own ("Chcem ukážku") so the hero's stay one of a kind.
 */
export function DemoAndCall({
  closing = false,
  onRequestDemo,
  onPreloadDemo,
}: DemoAndCallProps & { closing?: boolean }) {
  return (
    <>
      <button
        type="button"
        className={closing ? 'btn-primary btn-lg' : 'btn-primary btn-lg xl:col-start-2'}
        onPointerEnter={onPreloadDemo}
        onFocus={onPreloadDemo}
        onClick={onRequestDemo}
      >
        {closing ? copy.closingDemo : copy.explain}
      </button>
      <CallLink label={closing ? copy.closingCall : copy.call} className="btn-secondary btn-lg" />
    </>
  );
}
