import type { ComponentPropsWithoutRef } from 'react';

/**
 * The props of a scrolling box's viewport that let the keyboard reach it (WCAG 2.1.1): a tab
 * stop, so arrow keys scroll it, and a name, so a screen reader says what the region holds.
 */
export function scrollRegion(label: string): ComponentPropsWithoutRef<'div'> {
  return { tabIndex: 0, role: 'region', 'aria-label': label };
}
