// Modules that build plugins provide (see build/).

declare module 'virtual:dial-metadata' {
  import type { MetadataJson } from 'libphonenumber-js/core';

  /** libphonenumber-js min metadata of the callable countries only (build/dialMetadataPlugin.ts). */
  const metadata: MetadataJson;
  export default metadata;
}
