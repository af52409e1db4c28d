// `virtual:dial-metadata`: libphonenumber-js's min metadata cut down to the countries the demo
// form may call (VITE_DIAL_ALLOWED_COUNTRY_CODES, default 421,420), computed at build time. The
// browser checks the country with it (0.3 kB gzip instead of 19 kB); number types are checked
// by the function with the full metadata.
import { parseDialCountryCodes, pickDialMetadata } from '@hlasovy-asistent/validation';
import minMetadata from 'libphonenumber-js/min/metadata';
import type { Plugin } from 'vite';

const ID = 'virtual:dial-metadata';
const RESOLVED = `\0${ID}`;

export function dialMetadata(): Plugin {
  let codes: string[] = [];
  return {
    name: 'dial-metadata',
    configResolved(config) {
      codes = parseDialCountryCodes(config.env.VITE_DIAL_ALLOWED_COUNTRY_CODES);
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED
        ? `export default ${JSON.stringify(pickDialMetadata(minMetadata, codes))};`
        : undefined,
  };
}
