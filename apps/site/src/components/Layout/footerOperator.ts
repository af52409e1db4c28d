import type { SiteConfig } from '../../config.ts';
import { PLACEHOLDERS } from '../../consentSettings.ts';
import { typesetCopy } from '../../lib/typography.ts';

/** The controller's settings the footer names (each required by `check:deploy`). */
export const FOOTER_CONTROLLER_FIELDS = ['name', 'address', 'ico'] as const;

/** What the footer shows of the operator: the /gdpr settings (build time) and the call number. */
export type FooterSettings = Pick<SiteConfig, 'controller' | 'phoneNumber' | 'phoneDisplay'>;

/**
 * The operator as the footer names it: the controller's name, registered address and IČO from the
 * same settings as /gdpr, each unset one as the /gdpr placeholder ("[doplňte IČO]"), which the
 * footer marks and `check:deploy` refuses; and the phone number of the call button.
 */
export function footerOperator(settings: FooterSettings) {
  const c = settings.controller;
  return {
    ...typesetCopy({
      name: c.name || PLACEHOLDERS.name,
      address: c.address || PLACEHOLDERS.address,
      ico: c.ico || PLACEHOLDERS.ico,
    }),
    phoneNumber: settings.phoneNumber,
    phoneDisplay: settings.phoneDisplay,
  };
}

export type FooterOperator = ReturnType<typeof footerOperator>;
