import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

const openDialog = () =>
  render(
    <TestProviders>
      <button type="button">Behind the dialog</button>
      <Dialog open onClose={jest.fn()} title="Advanced search">
        <input aria-label="Text" />
        <button type="button" disabled>
          Add row
        </button>
        <button type="submit">Search</button>
      </Dialog>
    </TestProviders>,
  );

describe('Dialog', () => {
  it('takes Tab from its last control back to its first, never out to the page', () => {
    openDialog();
    const search = screen.getByRole('button', { name: 'Search' });
    search.focus();
    const tab = fireEvent.keyDown(search, { key: 'Tab' });
    expect(tab).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('takes Shift+Tab from its first control to its last, skipping disabled ones', () => {
    openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('lets Tab move between the controls inside as the browser does', () => {
    openDialog();
    const text = screen.getByRole('textbox', { name: 'Text' });
    text.focus();
    expect(fireEvent.keyDown(text, { key: 'Tab' })).toBe(true);
  });
});
