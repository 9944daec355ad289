import { render, screen } from '@testing-library/react';
import { TestProviders } from '../testing';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it("shows the heading as the page's h1 and names the tab after the page", () => {
    render(
      <PageFrame title="My tracks" pageTitle="Released tracks">
        <p>Tracks</p>
      </PageFrame>,
      { wrapper: TestProviders },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My tracks' })).toBeTruthy();
    expect(screen.getByText('Tracks')).toBeTruthy();
    expect(document.title).toBe('Released tracks · RSM Music');
  });
});
