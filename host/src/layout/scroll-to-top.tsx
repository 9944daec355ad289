import { onDemand } from '@rsm/shared';
import { useEffect, useState } from 'react';

/** The button's code, loaded when the page first scrolls: a first view at the top of the page never shows it. */
const scrollToTopButton = onDemand<object>(() =>
  import(/* webpackChunkName: "below-the-fold" */ './scroll-to-top-button').then(
    (module) => module.ScrollToTopButton,
  ),
);

/** A floating button back to the top, shown once the page has scrolled. */
export function ScrollToTop() {
  const [away, setAway] = useState(false);
  const { Component: Button } = scrollToTopButton.useComponent(away);

  useEffect(() => {
    const update = () => setAway(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return away && Button ? <Button /> : null;
}
