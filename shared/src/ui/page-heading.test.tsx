import { render, screen } from '@testing-library/react';
import { TestProviders } from '../testing';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it("is the page's h1 and names the document after itself", () => {
    render(<PageHeading>Frequently asked questions</PageHeading>, { wrapper: TestProviders });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(document.title).toBe('Frequently asked questions · RSM Music');
  });
});
