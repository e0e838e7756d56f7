import { Tooltip } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// ISO 3166-1 alpha-2 codes that flag-icons draws (its `iso` entries).
const COUNTRY_CODES = new Set(
  (
    'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq ' +
    'br bs bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm ' +
    'do dz ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs ' +
    'gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn ' +
    'kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq ' +
    'mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm ' +
    'pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv ' +
    'sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi ' +
    'vn vu wf ws ye yt za zm zw'
  ).split(' '),
);

/**
 * The flag for each ISO 639-1 language: the country most associated with it. Regional languages
 * use flag-icons' regional flags (Catalan, Basque, Galician, Welsh, Scottish Gaelic).
 */
// prettier-ignore
const LANGUAGE_FLAGS: Record<string, string> = {
  af: 'za', am: 'et', ar: 'sa', az: 'az', be: 'by', bg: 'bg', bn: 'bd', bs: 'ba',
  ca: 'es-ct', cs: 'cz', cy: 'gb-wls', da: 'dk', de: 'de', el: 'gr', en: 'gb', es: 'es',
  et: 'ee', eu: 'es-pv', fa: 'ir', fi: 'fi', fo: 'fo', fr: 'fr', ga: 'ie', gd: 'gb-sct',
  gl: 'es-ga', he: 'il', hi: 'in', hr: 'hr', hu: 'hu', hy: 'am', id: 'id', is: 'is',
  it: 'it', ja: 'jp', ka: 'ge', kk: 'kz', kl: 'gl', km: 'kh', ko: 'kr', ky: 'kg',
  la: 'va', lb: 'lu', lo: 'la', lt: 'lt', lv: 'lv', mg: 'mg', mi: 'nz', mk: 'mk',
  mn: 'mn', ms: 'my', mt: 'mt', my: 'mm', nb: 'no', ne: 'np', nl: 'nl', nn: 'no',
  no: 'no', pl: 'pl', ps: 'af', pt: 'pt', ro: 'ro', ru: 'ru', rw: 'rw', si: 'lk',
  sk: 'sk', sl: 'si', sm: 'ws', so: 'so', sq: 'al', sr: 'rs', sv: 'se', sw: 'tz',
  tg: 'tj', th: 'th', ti: 'er', tk: 'tm', tl: 'ph', to: 'to', tr: 'tr', uk: 'ua',
  ur: 'pk', uz: 'uz', vi: 'vn', yo: 'ng', zh: 'cn', zu: 'za',
};

/**
 * The flag-icons code for a language code, or null when none is known. A region that is a
 * country wins (`pt-br` → `br`, `en-us` → `us`); otherwise the language's own flag (`pt-pt` and
 * `pt` → `pt`, `zh-hans` → `cn`).
 */
export function flagForLanguage(code: string): string | null {
  const [language = '', region] = code.trim().toLowerCase().split('-');
  if (region && COUNTRY_CODES.has(region)) return region;
  return LANGUAGE_FLAGS[language] ?? null;
}

let flagStyles: Promise<unknown> | null = null;

/** Loads flag-icons' stylesheet once, on the first flag shown, so it stays out of the first load. */
function loadFlagStyles(): void {
  flagStyles ??= import('flag-icons/css/flag-icons.min.css');
}

/** A language's flag by its code; a neutral globe when no flag is known for the code. */
export function LanguageFlag({ code, size = 20 }: { code: string; size?: number }) {
  const { t } = useTranslation();
  const flag = flagForLanguage(code);
  useEffect(() => {
    if (flag) loadFlagStyles();
  }, [flag]);
  if (!flag) {
    const label = t('languages.no_flag', { code });
    return (
      <Tooltip label={label}>
        <IconWorld
          size={size}
          stroke={1.5}
          color="var(--mantine-color-gray-6)"
          role="img"
          aria-label={label}
          data-testid="language-flag"
          data-flag="none"
        />
      </Tooltip>
    );
  }
  return (
    <span
      className={`fi fi-${flag}`}
      role="img"
      aria-label={t('languages.flag_of', { code })}
      title={t('languages.flag_of', { code })}
      data-testid="language-flag"
      data-flag={flag}
      style={{
        width: Math.round((size * 4) / 3),
        height: size,
        lineHeight: `${size}px`,
        borderRadius: 2,
        boxShadow: '0 0 0 1px var(--mantine-color-gray-3)',
        flexShrink: 0,
      }}
    />
  );
}
