// The site's one typed configuration. Every value can be overridden at build time with a
// VITE_* environment variable; the defaults point at the local stack started by
// `bash scripts/start.sh`. Only public values belong here: this ends up in the browser bundle.

import {
  DEFAULT_PHONE_NUMBER,
  DEFAULT_PRIVACY_POLICY_URL,
  LOCAL_ANON_KEY,
} from './configDefaults.ts';
import {
  CONTROLLER_ENV,
  type Controller,
  type ControllerField,
  controllerValueProblem,
  PROCESSORS_ENV,
  parseProcessors,
  parseRecordingRetentionDays,
  RECORDING_RETENTION_ENV,
} from './consentSettings.ts';
import { PUBLIC_SETTINGS, readSetting } from './publicSettings.ts';

export interface SiteConfig {
  /** Product name used in titles and orb captions ("{product} vás počúva..."). */
  productName: string;
  /** Phone number dialled by the call button, in E.164. */
  phoneNumber: string;
  /** The same number as shown, in the Slovak grouping (formatted at build time: build/phoneDisplay.ts). */
  phoneDisplay: string;
  /** Privacy-policy page on the product's own site, linked from the cookie banner. */
  privacyPolicyUrl: string;
  /** Ad-pixel id; empty disables the pixel entirely. */
  adPixelId: string;
  /** Supabase project URL (the local gateway by default). */
  supabaseUrl: string;
  /** Supabase anon (public) key. */
  supabaseAnonKey: string;
  /** Test builds only: replace Daily with a scripted fake call object. */
  fakeCall: boolean;
  /** Public origin of the site, used for canonical URLs, Open Graph and the sitemap. */
  siteUrl: string;
  /** Country calling codes the demo call may go to; must match the function's (publicSettings.ts). */
  dialAllowedCountryCodes: string;
  /** How many days ahead a call can be scheduled; must match the function's SCHEDULE_MAX_DAYS. */
  scheduleMaxDays: number;
  /** Cloudflare Turnstile site key; empty = no widget, no Cloudflare script, no CSP entry. */
  turnstileSiteKey: string;
  /**
   * Version of the /gdpr consent text this build shows, sent with every lead. Set at build time
   * by build/consentVersionPlugin.ts (a hash of the page's text); 'unversioned' only in unit tests.
   */
  consentTextVersion: string;
  /**
   * Days a lead is kept before it is deleted: the backend's LEAD_RETENTION_DAYS (default 180),
   * for the /gdpr text. Must equal the database's setting (pre-deploy check: supabase/README.md).
   */
  leadRetentionDays: number;
  /**
   * The controller named on /gdpr: company, registered address, IČO, contact e-mail. A field not
   * set is '' (the page shows a marked placeholder; `check:deploy` fails until every one is set).
   */
  controller: Controller;
  /**
   * Days the voice platform (Vapi) keeps call recordings, as configured there; 0 = calls are not
   * recorded; null = not set (placeholder on /gdpr, `check:deploy` fails).
   */
  recordingRetentionDays: number | null;
  /** Processors named on /gdpr ("Company (role)"): VITE_PROCESSORS, else Vapi, Supabase, Netlify. */
  processors: readonly string[];
  /** Longest browser call in minutes: told before the first call, the page hangs up after it. */
  voiceCallMaxMinutes: number;
}

const env = import.meta.env;

function read(name: string, fallback: string): string {
  const value = env[name] as string | undefined;
  return value === undefined || value === '' ? fallback : value;
}

function controller(): Controller {
  const fields = Object.keys(CONTROLLER_ENV) as ControllerField[];
  return Object.fromEntries(
    fields.map((field) => {
      const value = read(CONTROLLER_ENV[field], '').trim();
      const problem = controllerValueProblem(field, value);
      if (problem) throw new Error(problem);
      return [field, value];
    }),
  ) as Controller;
}

export const config: SiteConfig = {
  productName: read('VITE_PRODUCT_NAME', 'Hlasový asistent'),
  phoneNumber: read('VITE_PHONE_NUMBER', DEFAULT_PHONE_NUMBER),
  phoneDisplay: read('VITE_PHONE_DISPLAY', read('VITE_PHONE_NUMBER', DEFAULT_PHONE_NUMBER)),
  privacyPolicyUrl: read('VITE_PRIVACY_POLICY_URL', DEFAULT_PRIVACY_POLICY_URL),
  adPixelId: read('VITE_AD_PIXEL_ID', ''),
  supabaseUrl: read('VITE_SUPABASE_URL', 'http://127.0.0.1:54321'),
  supabaseAnonKey: read('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
  fakeCall: read('VITE_FAKE_CALL', '') === 'true',
  siteUrl: read('VITE_SITE_URL', 'http://127.0.0.1:4173').replace(/\/+$/, ''),
  dialAllowedCountryCodes: readSetting(PUBLIC_SETTINGS.dialAllowedCountryCodes, env),
  scheduleMaxDays: readSetting(PUBLIC_SETTINGS.scheduleMaxDays, env),
  turnstileSiteKey: read('VITE_TURNSTILE_SITE_KEY', ''),
  consentTextVersion: read('VITE_CONSENT_TEXT_VERSION', 'unversioned'),
  leadRetentionDays: readSetting(PUBLIC_SETTINGS.leadRetentionDays, env),
  controller: controller(),
  recordingRetentionDays: parseRecordingRetentionDays(read(RECORDING_RETENTION_ENV, '')),
  processors: parseProcessors(read(PROCESSORS_ENV, '')),
  voiceCallMaxMinutes: readSetting(PUBLIC_SETTINGS.voiceCallMaxMinutes, env),
};
