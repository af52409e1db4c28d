import { describe, expect, test, vi } from 'vitest';
import { createScriptedCall } from '../src/testing/index.ts';
import { VoiceClient } from '../src/transports/daily/index.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

describe('createScriptedCall', () => {
  test('plays a whole offline conversation until stop()', async () => {
    const scripted = createScriptedCall();
    const client = new VoiceClient({ publicKey: 'pk', ...scripted, isMobile: () => false });
    const seen: string[] = [];
    client.on('call-start', () => seen.push('call-start'));
    client.on('speech-start', () => seen.push('speech-start'));
    client.on('speech-end', () => seen.push('speech-end'));
    client.on('call-end', () => seen.push('call-end'));
    const transcripts: string[] = [];
    client.on('message', (m) => {
      if (m.type === 'transcript' && m.transcriptType === 'final')
        transcripts.push(String(m.transcript));
    });
    const webCall = await client.start('assistant-id');
    expect(webCall?.id).toBe('fake-call-1');
    await vi.advanceTimersByTimeAsync(400);
    expect(client.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(transcripts.length).toBeGreaterThanOrEqual(5);
    expect(seen.filter((e) => e === 'speech-start').length).toBeGreaterThanOrEqual(2);
    await client.stop();
    expect(client.getSnapshot().status).toBe('ended');
    expect(seen.filter((e) => e === 'call-end')).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(scripted.callObjects[0]?.listenerCount()).toBe(0);
  });

  test('a scripted /call/web failure fails the start with start-method-error', async () => {
    const scripted = createScriptedCall({ webCallStatus: 500 });
    const client = new VoiceClient({ publicKey: 'pk', ...scripted });
    const errors: string[] = [];
    client.on('error', (e) => errors.push(e.type));
    await expect(client.start('assistant-id')).resolves.toBeNull();
    expect(errors).toEqual(['start-method-error']);
    expect(client.getSnapshot().error?.status).toBe(500);
  });
});

describe('createScriptedCall failure scripts', () => {
  test('join: Error fails the start with daily-call-join-error', async () => {
    const scripted = createScriptedCall({ join: new Error('meeting full') });
    const client = new VoiceClient({ publicKey: 'pk', ...scripted, isMobile: () => false });
    await expect(client.start('assistant-id')).resolves.toBeNull();
    expect(client.getSnapshot().error).toMatchObject({
      type: 'daily-call-join-error',
      message: 'meeting full',
    });
  });

  test('join: hang keeps the client connecting until stop()', async () => {
    const scripted = createScriptedCall({ join: 'hang' });
    const client = new VoiceClient({ publicKey: 'pk', ...scripted, isMobile: () => false });
    const started = client.start('assistant-id');
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.getSnapshot().status).toBe('connecting');
    await client.stop();
    await expect(started).resolves.toBeNull();
    expect(client.getSnapshot().status).toBe('ended');
  });

  test('webCall fields are merged into the fake /call/web answer', async () => {
    const scripted = createScriptedCall({ webCall: { id: 'custom' } });
    const client = new VoiceClient({ publicKey: 'pk', ...scripted, isMobile: () => false });
    await expect(client.start('assistant-id')).resolves.toMatchObject({ id: 'custom' });
    await client.stop();
  });
});
