// Every HTTP path, named once for the server routes, the web client and the tests.
const B = '/api/backoffice';
const G = '/api/game';

export const paths = {
  healthz: '/healthz',
  livez: '/livez',
  readyz: '/readyz',
  csrfCookie: '/sanctum/csrf-cookie',
  login: '/login',
  checkAuth: `${B}/check_auth`,
  user: `${B}/user`,
  logout: `${B}/user/logout`,
  adminLanguagesOptions: `${B}/get_admin_languages_options`,
  setAdminLanguage: `${B}/set_admin_language`,
  adminLanguageMessages: `${B}/get_admin_language_messages`,

  hostsList: `${B}/hosts/list`,
  hostsAdd: `${B}/hosts/add`,
  hostsGet: `${B}/hosts/get`,
  hostsUpdate: `${B}/hosts/update`,
  hostsDelete: `${B}/hosts/delete`,
  hostsDetail: `${B}/hosts/detail`,
  hostGamesDelete: `${B}/host/games/delete`,
  hostGamesList: `${B}/host/games/list`,
  hostGamesAdd: `${B}/host/games/add`,
  hostGamesControl: `${B}/host/games/control`,
  hostGamesStartRound: `${B}/host/games/start_round`,
  hostGamesRound: `${B}/host/games/round`,
  hostGamesUndoRound: `${B}/host/games/undo_round`,
  hostGamesClock: `${B}/host/games/clock`,
  hostGamesOrders: `${B}/host/games/orders`,
  hostGamesStartNegotiation: `${B}/host/games/start_negotiation`,
  hostGamesFinishNegotiation: `${B}/host/games/finish_negotiation`,
  hostGamesStats: `${B}/host/games/stats`,
  hostGamesFinal: `${B}/host/games/final`,
  hostGamesReveal: `${B}/host/games/reveal`,
  hostGamesReport: `${B}/host/games/report`,
  hostGamesExport: `${B}/host/games/export`,
  hostGamesWhatIf: `${B}/host/games/what_if`,
  hostGamesTurningPoints: `${B}/host/games/turning_points`,
  hostGamesTurningPointsStep: `${B}/host/games/turning_points/step`,
  hostGamesChronicle: `${B}/host/games/chronicle`,
  hostGamesPresence: `${B}/host/games/presence`,
  hostGamesCohostsAdd: `${B}/host/games/cohosts/add`,
  hostGamesCohostsRemove: `${B}/host/games/cohosts/remove`,
  hostTemplatesList: `${B}/host/templates/list`,
  hostTemplatesAdd: `${B}/host/templates/add`,
  hostTemplatesFromGame: `${B}/host/templates/from_game`,
  hostTemplatesGet: `${B}/host/templates/get`,
  hostTemplatesUpdate: `${B}/host/templates/update`,
  hostTemplatesDelete: `${B}/host/templates/delete`,
  hostTemplatesExport: `${B}/host/templates/export`,
  hostTemplatesImport: `${B}/host/templates/import`,
  hostEventsAdd: `${B}/host/events/add`,
  hostEventsList: `${B}/host/events/list`,
  hostEventsDelete: `${B}/host/events/delete`,
  hostEventsWorldsAdd: `${B}/host/events/worlds/add`,
  hostEventsCohostsAdd: `${B}/host/events/cohosts/add`,
  hostEventsCohostsRemove: `${B}/host/events/cohosts/remove`,
  hostEventsDashboard: `${B}/host/events/dashboard`,
  hostEventsBroadcast: `${B}/host/events/broadcast`,
  hostEventsReport: `${B}/host/events/report`,
  hostEventsExport: `${B}/host/events/export`,
  hostGamesAccessCode: `${B}/host/games/access_code`,
  hostGamesWorldEvent: `${B}/host/games/world_event`,
  hostGamesMap: `${B}/host/games/map`,
  gameCredit: `${G}/credit`,
  gameLangMessagesValues: `${G}/get_lang_messages_values`,

  gameInfo: `${G}/info`,
  gameJoin: `${G}/join`,
  gameState: `${G}/state`,
  gameOrders: `${G}/orders`,
  gameDraft: `${G}/draft`,
  negotiationsRequest: `${G}/negotiations/request`,
  negotiationsAccept: `${G}/negotiations/accept`,
  negotiationsRefuse: `${G}/negotiations/refuse`,
  negotiationsDone: `${G}/negotiations/done`,
  promisesPropose: `${G}/promises/propose`,
  promisesAccept: `${G}/promises/accept`,
  promisesDecline: `${G}/promises/decline`,
  promisesWithdraw: `${G}/promises/withdraw`,
  gameLeave: `${G}/leave`,
  gameStory: `${G}/story`,
  gameTurningPoints: `${G}/turning_points`,
  /** A published chronicle's data (public); `chronicleDataPath` fills in the token. */
  chronicle: '/api/chronicle/:token',
  /** A published chronicle's texts: the system messages in its game's language (public). */
  chronicleMessages: '/api/chronicle/:token/messages',
  /** The hall's screen of an event (public); `eventHallPath` fills in the id. */
  eventHall: '/api/event/:eventId',

  countryPresetsList: `${B}/country_presets/list`,
  countryPresetsAdd: `${B}/country_presets/add`,
  countryPresetsGet: `${B}/country_presets/get`,
  countryPresetsUpdate: `${B}/country_presets/update`,
  countryPresetsDelete: `${B}/country_presets/delete`,
  uploadPicture: `${B}/upload_picture`,
  uploadFlag: `${B}/upload_flag`,
  mapBackgroundsAdd: `${B}/map_backgrounds/add`,
  mapBackgroundsDelete: `${B}/map_backgrounds/delete`,
  mapBackgroundsOptions: `${B}/get_map_backgrounds_options`,

  variables: `${B}/get_variables`,
  variablesPresetsList: `${B}/variables_presets/list`,
  variablesPresetsAdd: `${B}/variables_presets/add`,
  variablesPresetsGet: `${B}/variables_presets/get`,
  variablesPresetsUpdate: `${B}/variables_presets/update`,
  variablesPresetsDelete: `${B}/variables_presets/delete`,
  variablesPresetsCheckBalance: `${B}/variables_presets/check_balance`,
  variablesPresetsOptions: `${B}/get_variables_presets_options`,

  worldEventsList: `${B}/world_events/list`,
  worldEventsGet: `${B}/world_events/get`,
  worldEventsAdd: `${B}/world_events/add`,
  worldEventsUpdate: `${B}/world_events/update`,
  worldEventsDelete: `${B}/world_events/delete`,
  worldEventsOptions: `${B}/get_world_events_options`,

  languagesList: `${B}/languages/list`,
  languagesAdd: `${B}/languages/add`,
  languagesGet: `${B}/languages/get`,
  languagesUpdate: `${B}/languages/update`,
  languagesDelete: `${B}/languages/delete`,
  langMessages: `${B}/get_lang_messages`,
  langNames: `${B}/get_lang_names`,
  languagesOptions: `${B}/get_languages_options`,
  countriesOptions: `${B}/get_countries_options`,

  adminLanguagesList: `${B}/admin_languages/list`,
  adminLanguagesAdd: `${B}/admin_languages/add`,
  adminLanguagesGet: `${B}/admin_languages/get`,
  adminLanguagesUpdate: `${B}/admin_languages/update`,
  adminLanguagesDelete: `${B}/admin_languages/delete`,
  langAdminMessages: `${B}/get_lang_admin_messages`,

  /** Public address prefix of uploaded images. */
  uploads: '/uploads',
} as const;

/** The player app's address of a game (its access link, after the origin). */
export const playerGamePath = (gameId: number): string => `/game/${gameId}`;

/** The address of `GET /api/event/{eventId}`, the hall's screen of an event. */
export const eventHallPath = (eventId: number): string => `/api/event/${eventId}`;

/** The address of `GET /api/chronicle/{token}`, a published chronicle's data. */
export const chronicleDataPath = (token: string): string => `/api/chronicle/${token}`;

/** The address of `GET /api/chronicle/{token}/messages`, a published chronicle's texts. */
export const chronicleMessagesPath = (token: string): string => `/api/chronicle/${token}/messages`;

/** The web app's address of a published chronicle, after the origin. */
export const chroniclePagePath = (token: string): string => `/chronicle/${token}`;

/** The id of the player page's JSON script holding its first data (`PlayerFirstData`). */
export const PLAYER_FIRST_DATA_ID = 'orbis-first-data';

/** The cookie holding the XSRF token and the header that must echo it on unsafe requests. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The optional header naming one send of a team's order set (`POST /api/game/orders`), or one
 * host call that writes to a game (credit, world event, a team's orders, the clock, rounds,
 * negotiations, the reveal): a call retried with the same key after a lost answer is not applied
 * twice. 1 to 100 characters of letters, digits, `_` and `-`; a new key per action.
 */
export const SUBMIT_KEY_HEADER = 'Idempotency-Key';
export const SUBMIT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
