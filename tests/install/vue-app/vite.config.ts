// Builds /demo/vue-host.html into the repository's dist/hosts/ (the static server's /demo/).
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vue must leave bo-* tags to the browser instead of resolving them as Vue components.
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('bo-') } } }),
  ],
  base: '/demo/',
  build: {
    outDir: process.env.BO_HOSTS_OUT ?? '../../../dist/hosts',
    emptyOutDir: false,
    rollupOptions: { input: 'vue-host.html' },
  },
});
