/** What a route tells the back-office shell about its screen (the route's `handle`). */
export interface ScreenHandle {
  /** The screen uses the whole width of the window, not the shell's usual column. */
  wide?: boolean;
}
