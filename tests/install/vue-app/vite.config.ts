// Builds /demo/vue-host.html into the repository's dist/hosts/ (see ../host-build.ts).
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import { hostBuild } from '../host-build';

export default defineConfig(
  hostBuild('vue-host.html', [
    // Vue must leave bo-* tags to the browser instead of resolving them as Vue components.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('bo-') } } }),
  ]),
);
