// index.html holds two apps, picked by the hash route: the login screen, small enough to show at
// once on a phone's network (app/login-app.tsx), and the back-office with its screens and the
// projector's (app/back-office-app.tsx). Signing in hands the page from the first to the second;
// the back-office's way to the login screen reloads the page into the first (app/router.tsx).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const container = root;

/**
 * `#/login`, with or without a trailing slash or a query, in any case: the router's own match,
 * so the back-office never reloads into an address this entry would not take for the login.
 */
const LOGIN_ADDRESS = /^#\/login\/?(\?.*)?$/i;

function startBackOffice(): void {
  // The first screen's code and data (a projector screen's) are asked for beside the
  // back-office's code, not once it has loaded.
  void import('./app/first-screen').then((first) => first.startFirstScreen(window.location.hash));
  void import('./app/back-office-app').then((app) => app.mountBackOffice(container));
}

const isLoginAddress = () => LOGIN_ADDRESS.test(window.location.hash);

if (isLoginAddress()) {
  void import('./app/login-app').then((app) => {
    const leave = app.mountLogin(container, () => {
      window.removeEventListener('hashchange', onHashChange);
      // Signed in: the back-office's home, which opens the user's first screen.
      if (isLoginAddress()) window.location.replace('#/');
      startBackOffice();
    });
    // Another address typed or followed (a projector's screen, say): the back-office shows it.
    function onHashChange() {
      if (!isLoginAddress()) leave();
    }
    window.addEventListener('hashchange', onHashChange);
  });
} else {
  startBackOffice();
}
