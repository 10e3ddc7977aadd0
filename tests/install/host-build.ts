// What the React and Vue install apps build alike: their host page, /demo/<app>-host.html, into the
// repository's dist/hosts/ (the static server's /demo/). Each app's page holds only its own part
// (title, mount point, entry); the frame around it (the demo's look) is this file's, for both.
import type { PluginOption, UserConfig } from 'vite';

const TITLE = /<title>[\s\S]*?<\/title>/;
const COMMENT = /<!--[\s\S]*?-->/g;

/** The whole page from an app's part: its title in the head, the rest in the body. */
export function framePage(part: string): string {
  const title = TITLE.exec(part)?.[0] ?? '';
  const body = part.replace(TITLE, '').replace(COMMENT, '').trim();
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    ${title}
    <link rel="stylesheet" href="/demo/demo.css" />
  </head>
  <body>
    ${body.split('\n').join('\n    ')}
  </body>
</html>
`;
}

/** The app's Vite configuration: its page, framed before Vite reads its scripts, built to dist/hosts/. */
export function hostBuild(page: string, plugins: PluginOption[]): UserConfig {
  return {
    plugins: [
      ...plugins,
      { name: 'bo-host-frame', transformIndexHtml: { order: 'pre', handler: framePage } },
    ],
    base: '/demo/',
    build: {
      outDir: process.env.BO_HOSTS_OUT ?? '../../../dist/hosts',
      emptyOutDir: false,
      rollupOptions: { input: page },
    },
  };
}
