import { z } from 'zod';
import { Role } from './common.js';

/** `POST /login`. Lengths are bounded so nobody hashes megabytes. */
export const LoginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1000),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** `GET /api/backoffice/check_auth`. */
export const CheckAuthResponse = z.object({ ok: z.literal(true) });

/** `GET /api/backoffice/user`. */
export const UserResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  role: Role,
  admin_language: z.string(),
});
export type UserResponse = z.infer<typeof UserResponse>;
