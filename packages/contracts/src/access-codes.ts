import { z } from 'zod';
import { IdNumber } from './common.js';

// A new access code (API.md "Trust"): a team's code, or every team's, renewed at once; the old
// code's sessions end.

/** `POST B/host/games/access_code`: `countryId` names one team; without it, every team. */
export const AccessCodeBody = z.object({ gameId: IdNumber, countryId: IdNumber.optional() });
export type AccessCodeBody = z.infer<typeof AccessCodeBody>;

/** The answer for one team: its new code. */
export const AccessCodeRenewed = z.object({ access_code: z.string() });
export type AccessCodeRenewed = z.infer<typeof AccessCodeRenewed>;

/** The answer for every team: each team's new code by country id. */
export const AccessCodesRenewed = z.object({ codes: z.record(z.string(), z.string()) });
export type AccessCodesRenewed = z.infer<typeof AccessCodesRenewed>;

/** The answer of `access_code`: one team's code, or every team's. */
export const AccessCodesAnswer = z.union([AccessCodeRenewed, AccessCodesRenewed]);
export type AccessCodesAnswer = z.infer<typeof AccessCodesAnswer>;
