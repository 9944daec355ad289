import { Box, onDemand } from '@rsm/shared';
import { useEffect, useRef, useState } from 'react';

/**
 * The footer's code (its links, newsletter button, social links and PRS badge), loaded when the visitor first scrolls
 * or the footer comes into view: the page's main part is at least a screen high, so a first view never shows it. It
 * shares its chunk with the scroll-to-top button, wanted at the same moment.
 */
const footer = onDemand<object>(() =>
  import(/* webpackChunkName: "below-the-fold" */ './footer').then((module) => module.Footer),
);

/** The footer's height before its code is in: about what it takes on a phone and from 768 px. */
const PLACEHOLDER_HEIGHT = { base: '53rem', md: '29rem' };

/** The page's footer (spec §2.4): its dark frame from the first view, its contents from the first scroll. */
export function PageFooter() {
  const frameRef = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  const { Component: Footer } = footer.useComponent(wanted);

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    window.addEventListener('scroll', want, { once: true, passive: true });
    // In view without a scroll: a screen taller than the page's main part, or a renderer that lays out the whole page.
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want())
        : undefined;
    if (frameRef.current) observer?.observe(frameRef.current);
    if (!observer) want();
    return () => {
      window.removeEventListener('scroll', want);
      observer?.disconnect();
    };
  }, [wanted]);

  if (Footer) return <Footer />;
  return <Box as="footer" ref={frameRef} bg="night.900" minH={PLACEHOLDER_HEIGHT} />;
}
