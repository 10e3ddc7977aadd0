// The themed demo's switches: theme and direction from the page's ?theme= and ?dir= (so a link
// or a screenshot can ask for them) and from the two selects in its header.
(() => {
  const root = document.documentElement;
  const query = new URLSearchParams(location.search);

  function applyTheme(value) {
    const theme = value === 'dark' ? 'dark' : 'light';
    // The page's own colours and the token set in themed.css follow this attribute.
    root.dataset.theme = theme;
    for (const element of document.querySelectorAll('[data-themed]')) {
      element.setAttribute('theme', theme);
    }
    const select = document.getElementById('themed-theme');
    if (select) select.value = theme;
  }

  function applyDirection(value) {
    const dir = value === 'rtl' ? 'rtl' : 'ltr';
    root.dir = dir;
    const select = document.getElementById('themed-dir');
    if (select) select.value = dir;
  }

  // Before the body is parsed: the page starts in the asked-for direction and colours.
  applyDirection(query.get('dir'));
  root.dataset.theme = query.get('theme') === 'dark' ? 'dark' : 'light';

  document.addEventListener('DOMContentLoaded', () => {
    applyTheme(query.get('theme'));
    applyDirection(query.get('dir'));
    document
      .getElementById('themed-theme')
      ?.addEventListener('change', (event) => applyTheme(event.target.value));
    document
      .getElementById('themed-dir')
      ?.addEventListener('change', (event) => applyDirection(event.target.value));
  });
})();
