// The baseline app calling through the official @vapi-ai/web (Daily).
import Vapi from '@vapi-ai/web';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const vapi = new Vapi('public-key');

function App() {
  const [status, setStatus] = useState('idle');
  return (
    <button
      type="button"
      onClick={() => {
        vapi.on('call-start', () => setStatus('active'));
        void vapi.start('assistant');
      }}
    >
      Call ({status})
    </button>
  );
}
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
