// The demo host's ApexCharts registration (apexcharts-register.js), asked for at an ApexCharts page
// or on the user's first move (before any click that could open one): the page's first load
// carries only this.
// The module registers once; a failed import is asked for again on the next call.
function register() {
  import('/demo/apexcharts-register.js').then(
    (module) => module.register(),
    () => undefined,
  );
}

const FIRST_MOVE = ['pointermove', 'pointerdown', 'keydown', 'focusin'];
function onFirstMove() {
  register();
  for (const type of FIRST_MOVE) removeEventListener(type, onFirstMove, true);
}
if (location.pathname.includes('/charts/apex-chart/')) register();
else
  for (const type of FIRST_MOVE)
    addEventListener(type, onFirstMove, { capture: true, passive: true });
