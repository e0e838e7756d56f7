import { useSetAdminLanguage } from '../../../lib/admin-language';
import { useAdminLanguagesOptions } from '../../../lib/options';
import classes from './login-page.module.css';

/**
 * The back-office language for a visitor who has not signed in: kept in the session, so it stays
 * after signing in. A native select: named by its label, and usable with any keyboard or reader.
 */
export function LanguageSwitch({ language, label }: { language: string; label: string }) {
  const options = useAdminLanguagesOptions();
  const setLanguage = useSetAdminLanguage();
  const languages = options.data ?? [];
  // An empty row while the languages load, or when there is only one.
  if (languages.length < 2) return <div className={classes.language} />;
  return (
    <label className={classes.language}>
      <span>{label}</span>
      <select
        value={setLanguage.isPending ? setLanguage.variables : language}
        disabled={setLanguage.isPending}
        onChange={(event) => setLanguage.mutate(event.currentTarget.value)}
      >
        {languages.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}
