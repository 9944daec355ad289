import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { Box, Dialog, Grid, Span } from '@rsm/shared';
import { $shortcutsHelpOpen, closeShortcutsHelp } from '../stores/shortcuts-help';

const Key = ({ children }: { children: string }) => (
  <Span
    as="kbd"
    px="1.5"
    py="0.5"
    borderRadius="sm"
    border="1px solid"
    borderColor="line"
    bg="surface"
    fontSize="sm"
    fontFamily="inherit"
  >
    {children}
  </Span>
);

export function ShortcutsDialog() {
  const { t } = useLingui();
  const open = useStore($shortcutsHelpOpen);
  const rows: [keys: string[], what: string][] = [
    [[t`Space`], t`Play or pause`],
    [['←', '→'], t`Back or forward 5 seconds`],
    [[t`Shift`, '←'], t`Previous track`],
    [[t`Shift`, '→'], t`Next track`],
    [['M'], t`Mute or unmute`],
    [['?'], t`Show these shortcuts`],
  ];
  return (
    <Dialog open={open} onClose={closeShortcutsHelp} title={t`Keyboard shortcuts`}>
      <Grid as="dl" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2" m="0" alignItems="center">
        {rows.map(([keys, what]) => (
          <Box key={what} display="contents">
            <Box as="dt" display="flex" gap="1">
              {keys.map((key) => (
                <Key key={key}>{key}</Key>
              ))}
            </Box>
            <Box as="dd" m="0">
              {what}
            </Box>
          </Box>
        ))}
      </Grid>
    </Dialog>
  );
}
