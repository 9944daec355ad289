import { defineLayerStyles } from '@chakra-ui/react/styled-system';

/**
 * The surfaces the pages repeat, named once: `layerStyle="outline"` on a fieldset, a chip or a framed text; `card`
 * on a grid's card or a page's section box; `popover` on a list that opens over the page; `divider.top` and
 * `divider.bottom` on rows and bars set off by a hairline.
 */
export const layerStyles = defineLayerStyles({
  outline: { value: { border: '1px solid', borderColor: 'line', borderRadius: 'md' } },
  card: { value: { border: '1px solid', borderColor: 'line', borderRadius: 'lg' } },
  popover: {
    value: { bg: 'white', border: '1px solid', borderColor: 'line', borderRadius: 'md', boxShadow: 'md' },
  },
  divider: {
    top: { value: { borderTop: '1px solid', borderColor: 'line' } },
    bottom: { value: { borderBottom: '1px solid', borderColor: 'line' } },
  },
});
