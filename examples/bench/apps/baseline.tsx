// First-load baseline: a React app with a button and no voice library.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Call ({clicks})
    </button>
  );
}
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
