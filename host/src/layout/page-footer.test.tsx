import { TestProviders } from '@rsm/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { PageFooter } from './page-footer';

describe('PageFooter', () => {
  it('has its links, newsletter button and badge from the first render, before any scroll', () => {
    render(
      <TestProviders>
        <PageFooter />
      </TestProviders>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(footer.getByRole('navigation', { name: 'Legal' })).toBeTruthy();
    expect(footer.getByRole('button', { name: 'Subscribe to our newsletter' })).toBeTruthy();
    expect(footer.getByRole('img', { name: 'PRS for Music member' })).toBeTruthy();
  });
});
