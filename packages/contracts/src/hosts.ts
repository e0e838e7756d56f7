import { z } from 'zod';
import { IdNumber } from './common.js';

const email = z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());
const name = z.string().trim().min(1).max(100);
const company = z.string().trim().max(100).default('');
const description = z.string().trim().max(2000).default('');

/** `GET hosts/list` row. */
export const HostListItem = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  created_at: z.string(),
});
export type HostListItem = z.infer<typeof HostListItem>;
export const HostList = z.array(HostListItem);

/**
 * `POST hosts/add`. The password needs its confirmation (Laravel's `confirmed` rule); a mismatch
 * is the confirmation's error, on the field the user typed last.
 */
export const HostAddBody = z
  .object({
    email,
    name,
    company,
    password: z.string().min(8).max(1000),
    password_confirmation: z.string().max(1000).default(''),
    description,
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'validation.confirmed',
      });
    }
  });
export type HostAddBody = z.input<typeof HostAddBody>;

/** `GET hosts/get`. */
export const HostGetResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  description: z.string(),
});
export type HostGetResponse = z.infer<typeof HostGetResponse>;

/** `POST hosts/update`: an empty or missing password keeps the old one. */
export const HostUpdateBody = z.object({
  host: z
    .object({
      id: IdNumber,
      email,
      name,
      company,
      description,
      password: z.string().max(1000).optional().nullable(),
      passwordConfirm: z.string().max(1000).optional().nullable(),
    })
    .superRefine((v, ctx) => {
      if (!v.password) return;
      if (v.password.length < 8) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 8,
          inclusive: true,
          path: ['password'],
          message: 'validation.min_string',
        });
      } else if (v.password !== (v.passwordConfirm ?? '')) {
        ctx.addIssue({
          code: 'custom',
          path: ['passwordConfirm'],
          message: 'validation.confirmed',
        });
      }
    }),
});
export type HostUpdateBody = z.input<typeof HostUpdateBody>;

/** A game in `hosts/detail`. */
export const HostGame = z.object({
  id: z.number().int(),
  title: z.string(),
  language: z.object({ code: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type HostGame = z.infer<typeof HostGame>;

/** `GET hosts/detail`. */
export const HostDetailResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  games: z.array(HostGame),
});
export type HostDetailResponse = z.infer<typeof HostDetailResponse>;
