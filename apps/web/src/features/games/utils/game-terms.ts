import type { KeyColor, NegotiationStatus, Order, SupertechType } from '@orbis/contracts';
import type { TFunction } from 'i18next';

// The game's terms in the host's back-office language. Each label key is written out (not
// built from the value) so that the label test finds it in the seed.

/** An order type's name, e.g. "Develop a city"; an unknown type as it is. */
export function orderTypeLabel(t: TFunction, type: string): string {
  const labels: Record<Order['type'], string> = {
    develop: t('games.order.develop'),
    shield: t('games.order.shield'),
    technology: t('games.order.technology'),
    build_bombs: t('games.order.build_bombs'),
    attack: t('games.order.attack'),
    ecology: t('games.order.ecology'),
    sanction: t('games.order.sanction'),
    lift_sanction: t('games.order.lift_sanction'),
    transfer: t('games.order.transfer'),
    ufo_contact: t('games.order.ufo_contact'),
    supertech: t('games.order.supertech'),
  };
  return labels[type as Order['type']] ?? type;
}

/** A negotiation status as the spec shows it: `done` reads "ongoing, ready to finish". */
export function negotiationStatusLabel(t: TFunction, status: NegotiationStatus): string {
  const labels: Record<NegotiationStatus, string> = {
    sent: t('games.talks.sent'),
    accepted: t('games.talks.accepted'),
    refused: t('games.talks.refused'),
    ongoing: t('games.talks.ongoing'),
    done: t('games.talks.done'),
    finished: t('games.talks.finished'),
    closed: t('games.talks.closed'),
  };
  return labels[status];
}

/** A UFO key's (and a city's UFO) colour name. */
export function keyColorLabel(t: TFunction, color: KeyColor): string {
  const labels: Record<KeyColor, string> = {
    red: t('games.key.red'),
    green: t('games.key.green'),
    blue: t('games.key.blue'),
  };
  return labels[color];
}

/** A supertech kind's name. */
export function supertechLabel(t: TFunction, type: SupertechType): string {
  const labels: Record<SupertechType, string> = {
    dome: t('games.supertech.dome'),
    terraform: t('games.supertech.terraform'),
    boom: t('games.supertech.boom'),
  };
  return labels[type];
}

/** The Mantine colour that draws a key colour. */
export const KEY_COLORS: Record<KeyColor, string> = {
  red: 'red.6',
  green: 'green.6',
  blue: 'blue.6',
};
