// Query keys that more than one feature (or the app shell) reads or refreshes. A key used by one
// feature only stays in that feature's api folder.

/** The signed-in user (or null). */
export const currentUserKey = ['current-user'] as const;
/** The back-office labels in the user's (or visitor's) language. */
export const adminLanguageMessagesKey = ['admin-language-messages'] as const;
/** The back-office languages as options (the language menus). */
export const adminLanguagesOptionsKey = ['admin-languages-options'] as const;
/** The game languages as options. */
export const languagesOptionsKey = ['languages-options'] as const;
/** The country presets with the game languages their names are translated in. */
export const countriesOptionsKey = ['countries-options'] as const;
/** The game variable presets as options; under the presets list's key, so it refreshes with it. */
export const variablesPresetsOptionsKey = ['variables-presets', 'options'] as const;
/** A game's system messages in its language (the projector's screens). */
export const systemMessagesKey = (gameId: number) => ['system-messages', gameId] as const;
/** The host's games (an admin's: all), and each game's control data below it. */
export const hostGamesKey = ['host-games'] as const;
/** The host's templates (an admin's: all), and each template below it. */
export const templatesKey = ['host-templates'] as const;
/** The world events a host may fire or schedule. */
export const worldEventOptionsKey = ['world-events', 'options'] as const;
/** The host's events (an admin's: all), and each event's dashboard below it. */
export const eventsKey = ['host-events'] as const;
/** An event's dashboard: its worlds, as the dashboard and the event's handouts read them. */
export const eventDashboardKey = (eventId: number) => [...eventsKey, 'dashboard', eventId] as const;
/** The projector map's backgrounds (the admin's list, the hosts' choice). */
export const mapBackgroundsKey = ['map-backgrounds'] as const;
