import type { MetadataJson } from 'libphonenumber-js/core';

export interface DialPolicyMessages {
  /** Under the phone field: which numbers can be called. */
  hint: string;
  /** On submit, for a number outside the allow-list. */
  countryNotAllowed: string;
}

/** "Slovensko" for SK, in Slovak; undefined where Intl has no name (or no Intl.DisplayNames). */
function regionName(region: string | undefined): string | undefined {
  if (!region || region === '001') return undefined;
  try {
    const name = new Intl.DisplayNames(['sk'], { type: 'region' }).of(region);
    return name && name !== region ? name : undefined;
  } catch {
    return undefined;
  }
}

/** "+421 (Slovensko)"; the main country of a shared code (1 -> USA), none for +882 and the like. */
function describeCode(code: string, metadata: MetadataJson): string {
  const name = regionName(metadata.country_calling_codes[code]?.[0]);
  return name ? `+${code} (${name})` : `+${code}`;
}

/** "a", "a alebo b", "a, b alebo c". */
function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} alebo ${items.at(-1)}`;
}

/**
 * The Slovak texts that name the callable countries, built from the configured allow-list, e.g.
 * "Voláme iba na mobilné a pevné linky s predvoľbou +421 (Slovensko) alebo +420 (Česko)."
 */
export function dialPolicyMessages(
  codes: readonly string[],
  metadata: MetadataJson,
): DialPolicyMessages {
  const hint = `Voláme iba na mobilné a pevné linky s predvoľbou ${joinOr(
    codes.map((code) => describeCode(code, metadata)),
  )}.`;
  return { hint, countryNotAllowed: `Na toto číslo vám nevieme zavolať. ${hint}` };
}
