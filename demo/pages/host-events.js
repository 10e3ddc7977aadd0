// Host-side listener of the demo pages: shows the signed-in user and logs the bo-* events the
// elements send, the way an integrating portal would observe them.
(() => {
  const log = document.getElementById('host-events');
  const userLabel = document.getElementById('host-user');
  const MAX_ENTRIES = 50;

  function record(name, detail) {
    if (!log) return;
    const entry = document.createElement('li');
    const label = document.createElement('span');
    label.className = 'event-name';
    label.textContent = name;
    entry.append(`${new Date().toLocaleTimeString()} `, label, ` ${JSON.stringify(detail ?? {})}`);
    log.prepend(entry);
    while (log.childElementCount > MAX_ENTRIES) log.lastElementChild?.remove();
  }

  function showUser(user) {
    if (userLabel)
      userLabel.textContent = user ? `Signed in as ${user.name || user.email}` : 'Not signed in';
  }

  try {
    showUser(JSON.parse(localStorage.getItem('auth_user') ?? 'null')?.user ?? null);
  } catch {
    showUser(null);
  }

  document.addEventListener('bo-signed-in', (event) => {
    showUser(event.detail?.user ?? null);
    record('bo-signed-in', { email: event.detail?.user?.email });
  });
  document.addEventListener('bo-signed-out', (event) => {
    showUser(null);
    record('bo-signed-out', event.detail);
  });
  for (const name of ['bo-error', 'bo-change', 'bo-task-select', 'bo-navigate']) {
    document.addEventListener(name, (event) => record(name, event.detail));
  }

  // Theme switch: the host sets the `theme` attribute, the elements restyle themselves.
  const theme = document.getElementById('host-theme');
  theme?.addEventListener('change', () => {
    for (const element of document.querySelectorAll('[data-themed]')) {
      element.setAttribute('theme', theme.value);
    }
  });
})();
