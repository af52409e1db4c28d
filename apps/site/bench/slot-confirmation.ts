// Booking in a real call (issue 27), as a visitor gets it from the production build against a
// stack whose agent offers demo slots (`bookingTools`): the microphone asks for a demo, the card
// lists the offered slots, the visitor mutes, taps one and fills the confirmation; measured is the
// click on "Potvrdiť termín" -> the assistant starts saying the confirmation (its `speech-update`
// started on the call's socket, seen by the test). The path: handle-demo-request (slotId +
// bookingId) -> the call's control URL (`say`) -> the agent's speech synthesis -> the socket.
// Each run is a fresh visitor (a new browser, its own number and e-mail).
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';
import {
  CHROMIUM_PATH,
  FAKE_MEDIA_FLAGS,
  OFFLINE_FLAGS,
} from '@hlasovy-asistent/browser-testing/chromium';
import { audioDir, microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { writeMicrophones } from '@hlasovy-asistent/browser-testing/write-microphones';
import { chromium, type Page } from 'playwright-core';

export interface SlotConfirmation {
  runs: number;
  /** Confirm click -> the assistant's confirmation starts, per run (ms). */
  samplesMs: number[];
  medianMs: number;
  /** 1-minute load average when the runs ended (the machine's contention skews the figure). */
  loadAverage: number;
}

/** Functions' settings of the booking stack: the bench fills the form faster than a person. */
export const BOOKING_BENCH_ENV = { FORM_MIN_FILL_SECONDS: '0', RATE_LIMIT_IP_MAX: '100' };

const CALL_WAIT_MS = 120_000;

/** Resolves with Date.now() of the first assistant `speech-update` started after `from()`. */
function assistantStarts(page: Page, from: () => number | undefined): Promise<number> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!/\/transport$/.test(ws.url())) return;
      ws.on('framereceived', ({ payload }) => {
        const at = Date.now();
        const since = from();
        if (since === undefined || typeof payload !== 'string') return;
        const m = JSON.parse(payload) as { type?: string; role?: string; status?: string };
        if (m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started') {
          resolve(at);
        }
      });
    });
  });
}

async function oneBooking(siteUrl: string, run: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...OFFLINE_FLAGS,
      ...FAKE_MEDIA_FLAGS,
      `--use-file-for-fake-audio-capture=${microphoneFile('visitor')}`,
    ],
  });
  try {
    const page = await browser.newPage({ locale: 'sk-SK', timezoneId: 'Europe/Bratislava' });
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'dismissed'));
    let clickedAt: number | undefined;
    const started = assistantStarts(page, () => clickedAt);
    await page.goto(siteUrl);
    await page.locator('button.orb').click();
    const card = page.getByRole('region', { name: 'Voľné termíny ukážky' });
    await card.waitFor({ timeout: CALL_WAIT_MS });
    // the microphone repeats its sentence: muted, nothing talks over the confirmation
    await page.getByTestId('mute-toggle').click();
    await page.getByRole('button', { name: 'Zapnúť mikrofón' }).waitFor();
    await card.getByRole('list', { name: 'Ponúknuté termíny' }).getByRole('button').first().click();
    const tag = `${process.pid}${run}${Date.now() % 100_000}`.slice(-6).padStart(6, '0');
    await card.getByLabel('Meno a priezvisko').fill('Ján Meraný');
    await card.getByLabel('Telefónne číslo').fill(`0905 ${tag.slice(0, 3)} ${tag.slice(3)}`);
    await card.getByLabel('E-mail').fill(`bench-${tag}@firma.sk`);
    await card.getByLabel('Odvetvie').selectOption('reality');
    await card.getByRole('checkbox', { name: /spracúvaním osobných údajov/ }).check();
    const confirm = card.getByRole('button', { name: 'Potvrdiť termín' });
    clickedAt = Date.now();
    await confirm.click();
    const at = await Promise.race([
      started,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no spoken confirmation')), CALL_WAIT_MS),
      ),
    ]);
    return at - clickedAt;
  } finally {
    await browser.close();
  }
}

/** `runs` bookings in real calls, one after another (the first warms the booking path). */
export async function measureSlotConfirmation(
  siteUrl: string,
  runs = 3,
): Promise<SlotConfirmation> {
  await writeMicrophones();
  try {
    await oneBooking(siteUrl, 0);
    const samplesMs: number[] = [];
    for (let run = 1; run <= runs; run += 1) samplesMs.push(await oneBooking(siteUrl, run));
    const sorted = [...samplesMs].sort((a, b) => a - b);
    return {
      runs,
      samplesMs,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    };
  } finally {
    rmSync(audioDir(), { recursive: true, force: true });
  }
}

export function slotConfirmationRows(r: SlotConfirmation): BenchRow[] {
  return [
    {
      figure: `booking in a real call: click "Potvrdiť termín" on the slot -> the assistant's spoken confirmation starts, median of ${r.runs} (ms)`,
      value: r.medianMs,
      goal: `- (runs: ${r.samplesMs.join(', ')}; load ${r.loadAverage})`,
      ok: true,
    },
  ];
}
