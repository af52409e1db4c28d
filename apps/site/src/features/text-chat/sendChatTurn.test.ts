import { demoSlotOffer } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { SiteError } from '../../lib/SiteError.ts';
import { ChatError } from './chatError.ts';
import { sendChatTurn } from './sendChatTurn.ts';

function backendAnswering(status: number, body: unknown) {
  const requests: { url: string; body: unknown; headers: Headers }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push({
      url: String(input),
      body: JSON.parse(String(init?.body)),
      headers: new Headers(init?.headers),
    });
    return Response.json(body, { status });
  };
  return {
    requests,
    backend: { supabaseUrl: 'http://127.0.0.1:54321/', anonKey: 'anon', fetch: fetchImpl },
  };
}

const ANSWER = { conversationId: 'c-1', reply: 'Dobrý deň', turnsLeft: 19 };

describe('sendChatTurn', () => {
  test('a new conversation sends the token; the next turn sends the conversation id only', async () => {
    const { requests, backend } = backendAnswering(200, ANSWER);
    let tokens = 0;
    const token = async () => `token-${++tokens}`;
    expect(
      await sendChatTurn(backend, { text: 'Ahoj', conversationId: null, takeToken: token }),
    ).toEqual(ANSWER);
    await sendChatTurn(backend, { text: 'Ďalej', conversationId: 'c-1', takeToken: token });
    expect(requests.map((r) => r.body)).toEqual([
      { token: 'token-1', text: 'Ahoj' },
      { conversationId: 'c-1', text: 'Ďalej' },
    ]);
    expect(requests[0]?.url).toBe('http://127.0.0.1:54321/functions/v1/chat');
    expect(requests[0]?.headers.get('apikey')).toBe('anon');
    expect(tokens).toBe(1);
  });

  test.each([
    [429, 'rate_limited', 'limited'],
    [429, undefined, 'limited'],
    [409, 'conversation_ended', 'ended'],
    [404, 'conversation_not_found', 'expired'],
    [403, 'verification_failed', 'verification'],
    [502, 'vapi_error', 'failed'],
    [409, 'slot_taken', 'failed'],
    [500, 'x', 'failed'],
  ])('the function answering %i %s -> %s', async (status, refusal, code) => {
    const { backend } = backendAnswering(status, { error: { code: refusal } });
    const turn = sendChatTurn(backend, {
      text: 'x',
      conversationId: 'c',
      takeToken: async () => 't',
    });
    await expect(turn).rejects.toBeInstanceOf(ChatError);
    await expect(turn).rejects.toMatchObject({ code });
  });

  test('the token endpoint limited -> limited, nothing posted', async () => {
    const { requests, backend } = backendAnswering(200, ANSWER);
    const token = async () => {
      throw new SiteError('voice-call-rate-limited', '429');
    };
    await expect(
      sendChatTurn(backend, { text: 'x', conversationId: null, takeToken: token }),
    ).rejects.toMatchObject({ code: 'limited' });
    expect(requests).toEqual([]);
  });

  test('the slots offered in the turn come through; a malformed answer is failed', async () => {
    const slotOffer = { bookingId: 'chat-1', slots: [demoSlotOffer('2026-11-27', '10:00')] };
    const offered = backendAnswering(200, { ...ANSWER, slotOffer, extra: 'dropped' });
    const turn = { text: 'x', conversationId: 'c', takeToken: async () => 't' };
    expect(await sendChatTurn(offered.backend, turn)).toEqual({ ...ANSWER, slotOffer });
    for (const body of [
      { ...ANSWER, slotOffer: { bookingId: 'chat-1', slots: [] } },
      { ...ANSWER, reply: 7 },
      'not json',
    ]) {
      const { backend } = backendAnswering(200, body);
      await expect(sendChatTurn(backend, turn)).rejects.toMatchObject({ code: 'failed' });
    }
  });
});
