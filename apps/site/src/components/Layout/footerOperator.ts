import type { SiteConfig } from '../../config.ts';
import { type ControllerField, PLACEHOLDERS } from '../../consentSettings.ts';
import { typeset } from '../../lib/typography.ts';

/** The controller's settings the footer names (each required by `check:deploy`). */
export const FOOTER_CONTROLLER_FIELDS = ['name', 'address', 'ico'] as const;

type FooterField = (typeof FOOTER_CONTROLLER_FIELDS)[number] & ControllerField;

/** What the footer shows of the operator: the /gdpr settings (build time) and the call number. */
export type FooterSettings = Pick<SiteConfig, 'controller' | 'phoneNumber' | 'phoneDisplay'>;

/** One detail as shown: the typeset value, or the /gdpr placeholder when it is not set. */
export interface FooterDetail {
  text: string;
  /** Not set: the text is the placeholder, marked like /gdpr marks it. */
  unset: boolean;
}

/**
 * The operator as the footer names it: the controller's name, registered address and IČO from the
 * same settings as /gdpr, each unset one as the /gdpr placeholder ("[doplňte IČO]"), which the
 * footer marks and `check:deploy` refuses; and the phone number of the call button.
 */
export function footerOperator(settings: FooterSettings) {
  const detail = (field: FooterField): FooterDetail => {
    const value = settings.controller[field];
    return value
      ? { text: typeset(value), unset: false }
      : { text: PLACEHOLDERS[field], unset: true };
  };
  return {
    name: detail('name'),
    address: detail('address'),
    ico: detail('ico'),
    phoneNumber: settings.phoneNumber,
    phoneDisplay: settings.phoneDisplay,
  };
}

export type FooterOperator = ReturnType<typeof footerOperator>;
