// Builds /demo/react-host.html into the repository's dist/hosts/ (the static server's /demo/).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/demo/',
  build: {
    outDir: process.env.BO_HOSTS_OUT ?? '../../../dist/hosts',
    emptyOutDir: false,
    rollupOptions: { input: 'react-host.html' },
  },
});
