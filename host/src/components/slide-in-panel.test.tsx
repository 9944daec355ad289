import { onDemand } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SlideInButton, useSlideInPanel, type SlideInPanelState } from './slide-in-button';
import { openSlideInPanel } from '../testing/slide-in-panel';
import { SlideInPanel } from './slide-in-panel';

const filterPanel = onDemand(async () => ({ state }: { state: SlideInPanelState }) => (
  <SlideInPanel state={state} title="Filters" closeLabel="Close filters" tone="plain">
    <input aria-label="Keyword" />
    <a href="/albums">Albums</a>
    <div role="dialog" aria-label="Advanced">
      <button type="button">Inside advanced</button>
    </div>
  </SlideInPanel>
));

function FilterPanel() {
  const panel = useSlideInPanel();
  return <SlideInButton state={panel} label="Open filters" icon={<span />} panel={filterPanel} />;
}

const renderFilterPanel = () =>
  render(
    <TestProviders>
      <FilterPanel />
    </TestProviders>,
  );

const open = async () => {
  renderFilterPanel();
  const { trigger, dialog: panel } = await openSlideInPanel('Open filters', 'Filters');
  return { trigger, panel };
};

describe('SlideInPanel', () => {
  it('renders its content only once opened, then takes focus into its first text field', async () => {
    renderFilterPanel();
    expect(screen.queryByRole('textbox', { hidden: true })).toBeNull();
    const { dialog: panel } = await openSlideInPanel('Open filters', 'Filters');
    expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: 'Keyword' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside: from the last control back to the first and the other way', async () => {
    const { panel } = await open();
    const first = within(panel).getByRole('button', { name: 'Close filters' });
    const last = within(panel).getByRole('button', { name: 'Inside advanced' });
    last.focus();
    fireEvent.keyDown(panel, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape with focus back on its button, but not on Escape in a dialog opened from it', async () => {
    const { trigger, panel } = await open();
    fireEvent.keyDown(within(panel).getByRole('button', { name: 'Inside advanced' }), { key: 'Escape' });
    expect(panel.getAttribute('data-state')).toBe('open');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(panel.getAttribute('data-state')).toBe('closed');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a link in it is followed or its close button is pressed', async () => {
    const { trigger, panel } = await open();
    fireEvent.click(within(panel).getByRole('link', { name: 'Albums' }));
    expect(panel.getAttribute('data-state')).toBe('closed');
    fireEvent.click(trigger);
    expect(panel.getAttribute('data-state')).toBe('open');
    fireEvent.click(within(panel).getByRole('button', { name: 'Close filters' }));
    expect(panel.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(trigger);
  });
});
