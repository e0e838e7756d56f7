// Every HTTP path, named once for the server routes, the web client and the tests.
const B = '/api/backoffice';

export const paths = {
  healthz: '/healthz',
  csrfCookie: '/sanctum/csrf-cookie',
  login: '/login',
  checkAuth: `${B}/check_auth`,
  user: `${B}/user`,
  logout: `${B}/user/logout`,
  adminLanguagesOptions: `${B}/get_admin_languages_options`,
  setAdminLanguage: `${B}/set_admin_language`,
  adminLanguageMessages: `${B}/get_admin_language_messages`,
} as const;

/** The cookie holding the XSRF token and the header that must echo it on unsafe requests. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
