import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // `npm run dev`: the backend that creates calls (see README) runs on its own port.
  server: { proxy: { '/session': 'http://127.0.0.1:8787' } },
});
