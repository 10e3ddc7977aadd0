// Builds /demo/react-host.html into the repository's dist/hosts/ (see ../host-build.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostBuild } from '../host-build';

export default defineConfig(hostBuild('react-host.html', [react()]));
