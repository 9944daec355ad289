import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $locale, Button, LOCALE_NAMES, LOCALES, setLocale } from '@rsm/shared';

/**
 * The switch to the other language, named in that language and marked with its lang ("Português" on an English page,
 * "English" on a Portuguese one). One button rather than one per language keeps the desktop top bar on one line at
 * 1024 px.
 */
export function LanguageSwitch() {
  const locale = useStore($locale);
  const { t } = useLingui();
  const other = LOCALES.find((option) => option !== locale) ?? LOCALES[0];
  return (
    <Button
      lang={other}
      size="sm"
      px="2"
      variant="ghost"
      color="inherit"
      _hover={{ bg: 'transparent', textDecoration: 'underline' }}
      title={t`Change the language`}
      onClick={() => setLocale(other)}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}
