// index.html holds three apps, picked by the hash route:
// - the login screen (app/login-app.tsx), small enough to show at once on a phone's network;
// - the projector's stats and final screens and the hall's screen of an event
//   (app/projector-app.tsx), as small, for the same reason;
// - the back-office with its screens (app/back-office-app.tsx).
// Signing in hands the page from the login to the back-office; the back-office's way to the
// login or a projector address reloads the page into that app (app/router.tsx).

// The interface's font family, for every app of the page: a small sheet, there before the first
// paint. Its files are asked for after that paint (the end of this file).
import './app/fonts.css';
import { afterNextPaint } from './lib/after-paint';
import { isLoginAddress, projectorAddress } from './app/addresses';
// With the data layer: every app uses it, and a projector screen's data is asked for at once.
import { loadBackOfficeLayout, startProjectorScreen } from './app/first-screen';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const container = root;

/** Starts the app of the current address. */
function start(): void {
  const hash = window.location.hash;
  if (isLoginAddress(hash)) startLogin();
  else if (projectorAddress(hash)) startProjector();
  else startBackOffice();
}

function startBackOffice(): void {
  // The signed-in shell's code is asked for beside the back-office's, not once it has loaded.
  void loadBackOfficeLayout();
  void import('./app/back-office-app').then((app) => app.mountBackOffice(container));
}

function startProjector(): void {
  void import('./app/projector-app').then((app) => app.mountProjector(container));
  // The screen's data is asked for beside the app's code, not once it has loaded.
  startProjectorScreen();
}

function startLogin(): void {
  void import('./app/login-app').then((app) => {
    const leave = app.mountLogin(container, () => {
      window.removeEventListener('hashchange', onHashChange);
      // Signed in: the back-office's home, which opens the user's first screen.
      if (isLoginAddress(window.location.hash)) window.location.replace('#/');
      start();
    });
    // Another address typed or followed (a projector's screen, say): its app shows it.
    function onHashChange() {
      if (!isLoginAddress(window.location.hash)) leave();
    }
    window.addEventListener('hashchange', onHashChange);
  });
}

start();
// The font's files, once the first screen is up (app/font-faces.css).
afterNextPaint(() => void import('./app/font-faces.css'));
