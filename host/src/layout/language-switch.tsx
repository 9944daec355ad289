import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $locale, Box, Button, LOCALE_NAMES, LOCALES, setLocale } from '@rsm/shared';

/** A switch named for its languages: each button is named in its own language and marked with its lang. */
export function LanguageSwitch() {
  const locale = useStore($locale);
  const { t } = useLingui();
  return (
    <Box role="group" aria-label={t`Language`} display="flex" gap="1">
      {LOCALES.map((option) => (
        <Button
          key={option}
          lang={option}
          size="sm"
          px="2"
          variant={option === locale ? 'solid' : 'ghost'}
          aria-pressed={option === locale}
          onClick={() => setLocale(option)}
        >
          {LOCALE_NAMES[option]}
        </Button>
      ))}
    </Box>
  );
}
