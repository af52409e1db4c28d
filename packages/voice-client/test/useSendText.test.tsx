// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { type TextSender, useSendText } from '../src/react/index.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';
import { TYPED_TEXT, typedTurnMessage } from './support/typedTurn.ts';
import { createWebSocketHarness } from './websocket/harness.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

fakeTimersForEachTest();

type SendTextApi = ReturnType<typeof useSendText>;

function Field({ client, onApi }: { client: TextSender; onApi: (api: SendTextApi) => void }) {
  const api = useSendText(client);
  onApi(api);
  return createElement('p', null, api.error?.type ?? 'ok');
}

test('useSendText sends into the call and keeps the typed refusal until the next send', async () => {
  const h = createWebSocketHarness();
  let api: SendTextApi | undefined;
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () =>
    root.render(
      createElement(Field, {
        client: h.client,
        onApi: (next) => {
          api = next;
        },
      }),
    ),
  );

  let sent: boolean | undefined;
  await act(async () => {
    sent = api?.sendText('Dobrý deň');
  });
  expect([sent, host.textContent]).toEqual([false, 'not-in-call']);

  await h.startActive();
  await act(async () => {
    sent = api?.sendText('  ');
  });
  expect([sent, host.textContent]).toEqual([false, 'text-empty']);
  await act(async () => {
    sent = api?.sendText(TYPED_TEXT);
  });
  expect([sent, host.textContent]).toEqual([true, 'ok']);
  expect(h.sentMessages()).toContainEqual(typedTurnMessage());
  await act(async () => root.unmount());
  await h.client.stop();
});
