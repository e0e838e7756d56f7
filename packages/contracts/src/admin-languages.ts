import { z } from 'zod';

/** `GET /api/backoffice/get_admin_languages_options`: value is the language code. */
export const AdminLanguageOption = z.object({ value: z.string(), text: z.string() });
export const AdminLanguageOptions = z.array(AdminLanguageOption);
export type AdminLanguageOption = z.infer<typeof AdminLanguageOption>;

/** `POST /api/backoffice/set_admin_language`. */
export const SetAdminLanguageBody = z.object({ language: z.string().trim().min(1).max(20) });

/** `GET /api/backoffice/get_admin_language_messages`: label key to text. */
export const AdminLanguageMessages = z.record(z.string(), z.string());
export type AdminLanguageMessages = z.infer<typeof AdminLanguageMessages>;
