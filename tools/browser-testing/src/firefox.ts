// Stock Firefox ESR (Debian's `firefox-esr`) driven by Playwright over WebDriver BiDi (channel
// `moz-firefox`: no patched build, no geckodriver). Its microphone and speakers are a private
// PulseAudio server (pulseAudio.ts): without a sound server its AudioContext never runs.
//
// Known limits of Playwright 1.64 over BiDi with ESR 153 (checked; the specs name what they skip):
// - no `websocket` events and no `routeWebSocket` for a socket opened in a Worker (the voice
//   client's call socket): what went over it is checked in Chromium;
// - `grantPermissions`, `isMobile`, `hasTouch` and `emulateMedia({ reducedMotion })` do nothing;
//   the microphone is allowed or blocked by preferences instead (below).
// Playwright 1.65 fails at `newPage` with ESR 153 (`emulation.setMediaFeaturesOverride`): keep
// the workspace's Playwright at 1.64.x until ESR has it.
import type { LaunchOptions } from '@playwright/test';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** `allow`: getUserMedia succeeds without a prompt; `block`: refused (NotAllowedError). */
export type MicrophoneAccess = 'allow' | 'block';

export function firefoxLaunch(options: {
  env: NodeJS.ProcessEnv;
  microphone?: MicrophoneAccess;
}): LaunchOptions {
  const allow = (options.microphone ?? 'allow') === 'allow';
  return {
    channel: 'moz-firefox',
    executablePath: FIREFOX_PATH,
    env: options.env,
    firefoxUserPrefs: {
      // no permission prompt (it would wait forever headless): allowed, or blocked as a visitor
      // who blocked the microphone for the site
      'media.navigator.permission.disabled': allow,
      ...(allow ? {} : { 'permissions.default.microphone': 2 }),
      // the default PulseAudio source, i.e. the WAV file, not Firefox's 1 kHz tone
      'media.navigator.streams.fake': false,
      // offline: nothing to update, report or fetch at start
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  };
}
