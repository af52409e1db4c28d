import { afterEach, describe, expect, test, vi } from 'vitest';

async function freshConfig() {
  vi.resetModules();
  return (await import('./config.ts')).config;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('config: consent and retention', () => {
  test('defaults: 180 days; unit tests run unversioned (the build sets the version)', async () => {
    vi.stubEnv('VITE_LEAD_RETENTION_DAYS', '');
    const config = await freshConfig();
    expect(config.leadRetentionDays).toBe(180);
    expect(config.consentTextVersion).toBe('unversioned');
  });

  test('VITE_LEAD_RETENTION_DAYS sets the period the /gdpr text shows', async () => {
    vi.stubEnv('VITE_LEAD_RETENTION_DAYS', '90');
    expect((await freshConfig()).leadRetentionDays).toBe(90);
  });

  test.each(['0', '-5', '1.5', 'abc', '3651'])(
    'VITE_LEAD_RETENTION_DAYS=%s fails loudly (the build stops)',
    async (value) => {
      vi.stubEnv('VITE_LEAD_RETENTION_DAYS', value);
      await expect(freshConfig()).rejects.toThrow(/VITE_LEAD_RETENTION_DAYS/);
    },
  );
});

describe('config: the controller and the other /gdpr settings', () => {
  const CONTROLLER = {
    VITE_CONTROLLER_NAME: 'Ukážka s. r. o.',
    VITE_CONTROLLER_ADDRESS: 'Hlavná 1, 811 01 Bratislava',
    VITE_CONTROLLER_ICO: '12 345 678',
    VITE_CONTROLLER_EMAIL: 'gdpr@ukazka.sk',
  };
  const stub = (env: Record<string, string>) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  };

  test('unset: empty controller fields, recording retention unknown, default processors', async () => {
    stub({
      VITE_CONTROLLER_NAME: '',
      VITE_CONTROLLER_ADDRESS: '',
      VITE_CONTROLLER_ICO: '',
      VITE_CONTROLLER_EMAIL: '',
      VITE_RECORDING_RETENTION_DAYS: '',
      VITE_PROCESSORS: '',
    });
    const config = await freshConfig();
    expect(config.controller).toEqual({ name: '', address: '', ico: '', email: '' });
    expect(config.recordingRetentionDays).toBeNull();
    expect(config.processors.map((p) => p.split(' (')[0])).toEqual([
      'Vapi, Inc.',
      'Supabase, Inc.',
      'Netlify, Inc.',
    ]);
  });

  test('set: the values as written (trimmed)', async () => {
    stub({
      ...CONTROLLER,
      VITE_CONTROLLER_NAME: '  Ukážka s. r. o. ',
      VITE_RECORDING_RETENTION_DAYS: '30',
      VITE_PROCESSORS: 'Vapi, Inc. (hlasová platforma); ;Hostiteľ, a. s. (hosting) ',
    });
    const config = await freshConfig();
    expect(config.controller).toEqual({
      name: 'Ukážka s. r. o.',
      address: 'Hlavná 1, 811 01 Bratislava',
      ico: '12 345 678',
      email: 'gdpr@ukazka.sk',
    });
    expect(config.recordingRetentionDays).toBe(30);
    expect(config.processors).toEqual([
      'Vapi, Inc. (hlasová platforma)',
      'Hostiteľ, a. s. (hosting)',
    ]);
  });

  test('VITE_RECORDING_RETENTION_DAYS=0 means calls are not recorded', async () => {
    stub({ VITE_RECORDING_RETENTION_DAYS: '0' });
    expect((await freshConfig()).recordingRetentionDays).toBe(0);
  });

  test.each([
    ['VITE_CONTROLLER_ICO', '1234567'],
    ['VITE_CONTROLLER_ICO', 'SK12345678'],
    ['VITE_CONTROLLER_EMAIL', 'gdpr.ukazka.sk'],
    ['VITE_CONTROLLER_EMAIL', 'gdpr@ukazka'],
    ['VITE_RECORDING_RETENTION_DAYS', '-1'],
    ['VITE_RECORDING_RETENTION_DAYS', '14.5'],
    ['VITE_RECORDING_RETENTION_DAYS', 'forever'],
  ])('%s=%s fails loudly (the build stops)', async (name, value) => {
    stub({ ...CONTROLLER, [name]: value });
    await expect(freshConfig()).rejects.toThrow(name);
  });
});

describe('config: the longest browser call', () => {
  test('default 5 minutes; VITE_VOICE_CALL_MAX_MINUTES sets it', async () => {
    vi.stubEnv('VITE_VOICE_CALL_MAX_MINUTES', '');
    expect((await freshConfig()).voiceCallMaxMinutes).toBe(5);
    vi.stubEnv('VITE_VOICE_CALL_MAX_MINUTES', '3');
    expect((await freshConfig()).voiceCallMaxMinutes).toBe(3);
  });

  test.each(['0', '61', '2.5', 'abc'])(
    'VITE_VOICE_CALL_MAX_MINUTES=%s fails loudly',
    async (value) => {
      vi.stubEnv('VITE_VOICE_CALL_MAX_MINUTES', value);
      await expect(freshConfig()).rejects.toThrow(/VITE_VOICE_CALL_MAX_MINUTES/);
    },
  );
});
