import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * A copy of `metadata` that knows only the given calling codes (their countries, or their
 * non-geographic plan). The site builds it from the min set at build time, so the browser
 * carries about 1 kB of metadata for the allow-list instead of all 250 countries.
 */
export function pickDialMetadata(metadata: MetadataJson, codes: readonly string[]): MetadataJson {
  const callingCodes: MetadataJson['country_calling_codes'] = {};
  const countries: Record<string, unknown> = {};
  const nonGeographic: Record<string, unknown> = {};
  for (const code of codes) {
    const regions = metadata.country_calling_codes[code];
    if (regions) {
      callingCodes[code] = regions;
      for (const region of regions) countries[region] = metadata.countries[region];
    }
    const plan = metadata.nonGeographic?.[code];
    if (plan) nonGeographic[code] = plan;
  }
  return {
    ...metadata,
    country_calling_codes: callingCodes,
    countries: countries as MetadataJson['countries'],
    nonGeographic: nonGeographic as MetadataJson['nonGeographic'],
  };
}
