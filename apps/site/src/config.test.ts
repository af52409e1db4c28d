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
