import { createWebSocketTransport, isKnownServerMessage } from '@hlasovy-asistent/voice-client';
import { useVoiceClient } from '@hlasovy-asistent/voice-client/react';
import { useEffect, useState } from 'react';
import { createSession } from './createSession.ts';

const ASSISTANT_ID = import.meta.env.VITE_ASSISTANT_ID ?? 'example-assistant';

export function App() {
  const { client, snapshot } = useVoiceClient({
    transport: createWebSocketTransport({ createSession }),
  });
  const [lines, setLines] = useState<string[]>([]);

  useEffect(
    () =>
      client.on('message', (message) => {
        if (!isKnownServerMessage(message) || message.type !== 'transcript') return;
        setLines((previous) => [...previous, `${message.role}: ${message.transcript}`]);
      }),
    [client],
  );

  const inCall =
    snapshot.status === 'starting' ||
    snapshot.status === 'connecting' ||
    snapshot.status === 'active';
  return (
    <main>
      <h1>Voice client example</h1>
      <p>
        Status: <output data-testid="status">{snapshot.status}</output>
        {snapshot.isSpeaking ? ' (assistant speaking)' : ''}
      </p>
      {snapshot.error ? <p role="alert">{snapshot.error.message}</p> : null}
      <button type="button" disabled={inCall} onClick={() => void client.start(ASSISTANT_ID)}>
        Start call
      </button>
      <button type="button" disabled={!inCall} onClick={() => void client.end()}>
        End call
      </button>
      <ul data-testid="transcript">
        {lines.map((line, i) => (
          // Lines are only ever appended.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={i}>{line}</li>
        ))}
      </ul>
    </main>
  );
}
