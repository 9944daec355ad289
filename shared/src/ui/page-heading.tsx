import { type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import { useLayoutEffect, useRef, useState } from 'react';
import { Heading } from './primitives';
import { usePageTitle } from './use-page-title';

/**
 * A page's h1 in the type scale's title style, which also names the document after itself (usePageTitle): the tab,
 * history and bookmarks read what the page's heading says, in the reader's language.
 */
export function PageHeading(props: HTMLChakraProps<'h2'>) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [text, setText] = useState<string>();

  // Read whenever the heading's content is rendered anew: its words may come from a translation or from data that
  // just arrived.
  useLayoutEffect(() => {
    setText(ref.current?.textContent?.trim() || undefined);
  }, [props.children]);
  usePageTitle(text);
  return <Heading ref={ref} as="h1" textStyle="title" {...props} />;
}
