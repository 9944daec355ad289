import { Footer } from './footer';

/**
 * The page's footer, in the page from the first render: a keyboard user tabbing past the main content, a
 * screen reader listing the landmarks or links, and a search of the page for "Contact" all find it. It is mostly
 * links, so it costs little; the newsletter form's code still loads on demand (`NewsletterButton`).
 */
export function PageFooter() {
  return <Footer />;
}
