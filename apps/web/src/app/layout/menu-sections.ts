import type { Role } from '@orbis/contracts';

export interface MenuEntry {
  /** Label key. */
  label: string;
  to: string;
  /** The path prefix that marks the entry active. */
  section: string;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

/** The top menu of each role (spec "Top menu"): plain entries, then dropdown groups. */
export function menuFor(role: Role): { entries: MenuEntry[]; groups: MenuGroup[] } {
  if (role === 'host') {
    return {
      entries: [
        { label: 'menu.my_games', to: '/host/games/list', section: '/host/games' },
        { label: 'menu.templates', to: '/host/templates/list', section: '/host/templates' },
        { label: 'menu.events', to: '/host/events/list', section: '/host/events' },
      ],
      groups: [],
    };
  }
  return {
    entries: [
      { label: 'menu.hosts', to: '/hosts/list', section: '/hosts' },
      { label: 'menu.variables', to: '/variables/list', section: '/variables' },
      { label: 'menu.world_events', to: '/world_events/list', section: '/world_events' },
      { label: 'menu.countries', to: '/countries/list', section: '/countries' },
      { label: 'menu.map_backgrounds', to: '/map_backgrounds/list', section: '/map_backgrounds' },
    ],
    groups: [
      {
        label: 'menu.localisation',
        entries: [
          { label: 'menu.game_languages', to: '/languages/list', section: '/languages' },
          {
            label: 'menu.admin_languages',
            to: '/admin_languages/list',
            section: '/admin_languages',
          },
        ],
      },
    ],
  };
}

/** True when `pathname` is inside the entry's section. */
export function isActive(pathname: string, entry: MenuEntry): boolean {
  return pathname === entry.section || pathname.startsWith(`${entry.section}/`);
}
