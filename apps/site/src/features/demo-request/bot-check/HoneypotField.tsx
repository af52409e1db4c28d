import { botCheckCopy } from '../../../copy/botCheck.ts';

/** Name of the honeypot input: a field form-filling bots like to fill. */
export const HONEYPOT_NAME = 'website';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the
 * tab order) and bots fill in. Its value goes to the server, which refuses to dial when it is
 * set; the visitor's flow is the same either way.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {botCheckCopy.honeypotLabel}
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
