import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consentTextVersion, mainText } from './consentTextVersion.ts';

/**
 * The version of the prerendered consent page, after checking that the client bundle (what sends
 * the leads) carries exactly it: a page whose text changed without a new version fails the build.
 */
export function checkConsentVersion(outDir: string, consentPageHtml: string): string {
  const version = consentTextVersion(mainText(consentPageHtml));
  const assets = join(outDir, 'assets');
  const carried = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) =>
      new RegExp(`["'\`]${version}["'\`]`).test(readFileSync(join(assets, file), 'utf8')),
    );
  if (!carried) {
    throw new Error(
      `the client bundle does not send ${version}, the version of the prerendered /gdpr text`,
    );
  }
  return version;
}
