// The themed demo's switches: theme and direction from the page's ?theme= and ?dir= (so a link
// or a screenshot can ask for them) and from the two selects in its header. Runs at the end of
// the body, before the element modules (deferred) define the elements: a dark page never shows
// light elements first.
(() => {
  const root = document.documentElement;
  const query = new URLSearchParams(location.search);
  const themeSelect = document.getElementById('themed-theme');
  const dirSelect = document.getElementById('themed-dir');

  function applyTheme(value) {
    const theme = value === 'dark' ? 'dark' : 'light';
    // The page's own colours and the token set in themed.css follow this attribute.
    root.dataset.theme = theme;
    for (const element of document.querySelectorAll('[data-themed]')) {
      element.setAttribute('theme', theme);
    }
    if (themeSelect) themeSelect.value = theme;
  }

  function applyDirection(value) {
    const dir = value === 'rtl' ? 'rtl' : 'ltr';
    root.dir = dir;
    if (dirSelect) dirSelect.value = dir;
  }

  applyTheme(query.get('theme'));
  applyDirection(query.get('dir'));
  themeSelect?.addEventListener('change', () => applyTheme(themeSelect.value));
  dirSelect?.addEventListener('change', () => applyDirection(dirSelect.value));
})();
