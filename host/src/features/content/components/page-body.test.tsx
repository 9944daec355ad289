import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { PageBody, parseBody } from './page-body';

describe('PageBody', () => {
  it('turns blank-line blocks into paragraphs and "## " lines into headings', () => {
    expect(parseBody('## Licences\nWe offer three.\n\nSecond paragraph\ncontinues.')).toEqual([
      { kind: 'heading', text: 'Licences' },
      { kind: 'paragraph', text: 'We offer three.' },
      { kind: 'paragraph', text: 'Second paragraph continues.' },
    ]);
  });

  it('shows markup from the server as text, never as HTML', () => {
    render(
      <TestProviders>
        <PageBody body={'## Title\n\n<img src=x onerror="alert(1)">'} />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
