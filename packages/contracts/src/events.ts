import { z } from 'zod';
import { Clock, ClockActionName } from './clock.js';
import { Id, IdNumber } from './common.js';
import { HostCard } from './cohosts.js';
import { ClockBody } from './games.js';

// Events (API.md "Events"): several worlds (games) made in one step from one template and run
// from one dashboard.

/** The most worlds one event holds. */
export const MAX_EVENT_WORLDS = 12;

/** A world's name, as the event's titles of its games end. */
export const WorldName = z.string().trim().min(1).max(40);

/**
 * An event's title: each world is titled `<title> · <world name>`, which must still be a game
 * title (at most 100 characters) with the longest world name.
 */
export const EventTitle = z.string().trim().min(1).max(57);

/** `POST B/host/events/add`: `names`, when given, one per world. */
export const EventAddBody = z
  .object({
    title: EventTitle,
    template: IdNumber,
    worlds: z.number().int().min(1).max(MAX_EVENT_WORLDS),
    names: z.array(WorldName).max(MAX_EVENT_WORLDS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.names && body.names.length !== body.worlds)
      ctx.addIssue({
        code: 'custom',
        path: ['names'],
        message: 'events.names_per_world',
        input: body.names,
      });
  });
export type EventAddBody = z.input<typeof EventAddBody>;

/** The answer of `events/add`: the event and its worlds' games, in order. */
export const EventCreated = z.object({ id: z.number().int(), games: z.array(z.number().int()) });
export type EventCreated = z.infer<typeof EventCreated>;

/** `GET B/host/events/list`: own and co-hosted events (an admin's: all), newest first. */
export const EventsListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  /** How many worlds it has now. */
  worlds: z.number().int(),
});
export type EventsListItem = z.infer<typeof EventsListItem>;
export const EventsList = z.array(EventsListItem);

/** `POST B/host/events/worlds/add`. */
export const EventWorldAddBody = z.object({ eventId: IdNumber, name: WorldName.optional() });
export type EventWorldAddBody = z.input<typeof EventWorldAddBody>;
export const EventWorldCreated = z.object({ gameId: z.number().int() });
export type EventWorldCreated = z.infer<typeof EventWorldCreated>;

/** `POST B/host/events/cohosts/add`: as the game's call, on every world. */
export const EventCohostAddBody = z.object({
  eventId: IdNumber,
  email: z.string().trim().toLowerCase().min(1).max(254),
});
export type EventCohostAddBody = z.input<typeof EventCohostAddBody>;

/** `POST B/host/events/cohosts/remove`. */
export const EventCohostRemoveBody = z.object({ eventId: IdNumber, hostId: IdNumber });
export type EventCohostRemoveBody = z.infer<typeof EventCohostRemoveBody>;

/** The body of `events/dashboard`, and of every call about one event. */
export const EventIdBody = z.object({ eventId: IdNumber });
export type EventIdBody = z.infer<typeof EventIdBody>;

/** What needs the lead's feet in a world (see `EventDashboard`). */
export const WORLD_FLAGS = ['late_orders', 'offline', 'behind', 'collapsed', 'over'] as const;
export const WorldFlag = z.enum(WORLD_FLAGS);
export type WorldFlag = z.infer<typeof WorldFlag>;

/** A country where it stands: its average standard as shown (one decimal). */
export const CountryStanding = z.object({
  country: z.number().int(),
  name: z.string(),
  averageStandard: z.number(),
});
export type CountryStanding = z.infer<typeof CountryStanding>;

/** One world's tile. */
export const EventWorldTile = z.object({
  gameId: z.number().int(),
  title: z.string(),
  /** The game language's code: the world's screens, and the names of its countries, are in it. */
  language: z.string(),
  round: z.number().int(),
  rounds: z.number().int(),
  stopped: z.boolean(),
  over: z.boolean(),
  collapsed: z.boolean(),
  /** As the control screen's; null without a round clock. */
  clock: Clock.nullable(),
  ecology: z.number(),
  /** Order sets in for the round, of its teams. */
  orders: z.object({ in: z.number().int(), of: z.number().int() }),
  /** The country with the highest average standard, or null before any. */
  leader: CountryStanding.nullable(),
  /** The teams with no phone connected in a running round (not those whose orders the host enters). */
  offline: z.array(z.string()),
  promisesBroken: z.number().int(),
  flags: z.array(WorldFlag),
});
export type EventWorldTile = z.infer<typeof EventWorldTile>;

/** `POST B/host/events/dashboard`: the event and a tile per world the caller may see. */
export const EventDashboard = z.object({
  // Who runs every world, as a game's control screen names its hosts: the event's owner, and the
  // co-hosts `cohosts/add` named (each removed with `cohosts/remove`).
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    created_at: z.string(),
    owner: HostCard,
    cohosts: z.array(HostCard),
  }),
  worlds: z.array(EventWorldTile),
});
export type EventDashboard = z.infer<typeof EventDashboard>;

/** What a broadcast does in each world. */
export const BROADCAST_ACTIONS = ['start_round', 'end_round', 'clock', 'world_event'] as const;
export const BroadcastAction = z.enum(BROADCAST_ACTIONS);
export type BroadcastAction = z.infer<typeof BroadcastAction>;

/** `host/games/clock`'s body less `gameId` and `round`. */
export const BroadcastClock = z
  .object({
    action: ClockActionName,
    seconds: ClockBody.shape.seconds,
    endsAt: ClockBody.shape.endsAt,
  })
  .superRefine((body, ctx) => {
    if (body.action === 'extend' && body.seconds === undefined)
      ctx.addIssue({ code: 'custom', path: ['seconds'], message: 'validation.required' });
    if (body.action === 'fit' && body.endsAt === undefined)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.required' });
  });

/**
 * `POST B/host/events/broadcast`: `clock` with the `clock` action, `event` (and `country`, a
 * country preset, for a chosen target) with `world_event`; `games` a subset of the worlds.
 */
export const EventBroadcastBody = z
  .object({
    eventId: IdNumber,
    games: z.array(IdNumber).min(1).max(MAX_EVENT_WORLDS).optional(),
    action: BroadcastAction,
    clock: BroadcastClock.optional(),
    event: IdNumber.optional(),
    country: IdNumber.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'clock' && body.clock === undefined)
      ctx.addIssue({ code: 'custom', path: ['clock'], message: 'validation.required' });
    if (body.action === 'world_event' && body.event === undefined)
      ctx.addIssue({ code: 'custom', path: ['event'], message: 'validation.required' });
  });
export type EventBroadcastBody = z.input<typeof EventBroadcastBody>;

/** Each world's answer, as its own call answered it (a 204 as `body: null`). */
export const EventBroadcastResult = z.object({
  results: z.array(
    z.object({
      gameId: z.number().int(),
      status: z.number().int(),
      body: z.unknown(),
    }),
  ),
});
export type EventBroadcastResult = z.infer<typeof EventBroadcastResult>;

/** `GET /api/event/{eventId}`: the event's id in the address. */
export const EventIdParams = z.object({ eventId: Id });

/**
 * A country on the hall's screen: its public face, as `stats` shows it, and while its world waits
 * for round 1 its team's own address (`access_link/{countryId}`), never an access code.
 */
export const HallCountry = z.object({
  id: z.number().int(),
  name: z.string(),
  flag: z.string(),
  averageStandard: z.number(),
  /** The team's join address before round 1 starts; null once it has. */
  join: z.string().nullable(),
});
export type HallCountry = z.infer<typeof HallCountry>;

/**
 * One world on the hall's screen: only what its `stats` shows, and its length in rounds (the
 * dashboard tile's header, its leader with the flag).
 */
export const HallWorld = EventWorldTile.pick({
  gameId: true,
  title: true,
  language: true,
  round: true,
  rounds: true,
  stopped: true,
  over: true,
  collapsed: true,
}).extend({
  /** The world's name: its title (`<event title> · <world name>`) after the event's. */
  name: z.string(),
  /** True while round 1 has not started: the teams are still taking their seats. */
  seating: z.boolean(),
  /** The world's ecology after its last resolved round (the last of `stats.ecology`). */
  ecology: z.number(),
  /** The highest average standard now, the first of the tied; null while seating. */
  leader: EventWorldTile.shape.leader.unwrap().extend({ flag: z.string() }).nullable(),
  countries: z.array(HallCountry),
});
export type HallWorld = z.infer<typeof HallWorld>;

/** `GET /api/event/{eventId}` (public): the event and its worlds in order, for a screen in the hall. */
export const EventHall = z.object({
  event: z.object({ id: z.number().int(), title: z.string() }),
  worlds: z.array(HallWorld),
});
export type EventHall = z.infer<typeof EventHall>;
