// Standalone console page: once the bundle has registered its elements, a build that has no
// <bo-console> yet swaps in the area elements inside a plain frame.
(() => {
  // Signed out, the frame shows one sign-in form instead of every area's inline form.
  function followSession() {
    const mark = (signedIn) => document.body.toggleAttribute('data-signed-in', signedIn);
    let stored = null;
    try {
      stored = JSON.parse(localStorage.getItem('auth_user') ?? 'null');
    } catch {
      stored = null;
    }
    mark(Boolean(stored?.accessToken));
    document.addEventListener('bo-signed-in', () => mark(true));
    document.addEventListener('bo-signed-out', () => mark(false));
  }

  const consoleElement = document.querySelector('bo-console');
  const frame = document.getElementById('console-frame');
  if (!consoleElement || !(frame instanceof HTMLTemplateElement)) return;

  // elements/index.js defines every tag in one synchronous module evaluation, so when one tag
  // is defined the others are too (or never will be).
  customElements.whenDefined('bo-sign-in').then(() => {
    if (customElements.get('bo-console')) return;
    consoleElement.replaceWith(frame.content.cloneNode(true));
    followSession();
    const script = document.createElement('script');
    script.src = '/demo/host-events.js';
    document.body.append(script);
  });
})();
