import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Who may be called. `metadata` is libphonenumber-js metadata, injected so each caller picks its
 * size: the browser passes a small set (`pickDialMetadata`) and checks the country only; the
 * server passes the full set (`libphonenumber-js/max/metadata`) and sets `checkType`.
 */
export interface DialPolicy {
  /** Country calling codes without `+`, e.g. `['421', '420']`. */
  allowedCountryCodes: readonly string[];
  metadata: MetadataJson;
  /** Also require a mobile or fixed-line number. Needs full (max) metadata: min has no types. */
  checkType?: boolean;
}

/** Why a destination is refused. */
export type DialRefusal = 'invalid_number' | 'country_not_allowed' | 'type_not_allowed';

export type DialPolicyResult =
  | { ok: true; e164: string; countryCallingCode: string; type: string | undefined }
  | { ok: false; code: DialRefusal; countryCallingCode: string | undefined; type?: string };
