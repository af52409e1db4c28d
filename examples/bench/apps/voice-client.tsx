// The baseline app calling through @hlasovy-asistent/voice-client on the WebSocket transport.
import { createWebSocketTransport, type WebSocketSession } from '@hlasovy-asistent/voice-client';
import { useVoiceClient } from '@hlasovy-asistent/voice-client/react';
import { createRoot } from 'react-dom/client';

function App() {
  const { client, snapshot } = useVoiceClient({
    transport: createWebSocketTransport({
      createSession: async (request, { signal }) =>
        (await (
          await fetch('/session', { method: 'POST', body: JSON.stringify(request), signal })
        ).json()) as WebSocketSession,
    }),
  });
  return (
    <button type="button" onClick={() => void client.start('assistant')}>
      Call ({snapshot.status})
    </button>
  );
}
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
