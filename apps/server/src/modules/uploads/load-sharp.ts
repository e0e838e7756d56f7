import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/** sharp, loaded on first use: its native library is slow to load and most starts need no image. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
