import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Test helper: presses the button of a slide-in panel; the panel opens once its code is in. */
export async function openSlideInPanel(buttonName: string, panelName: string) {
  const trigger = screen.getByRole('button', { name: buttonName });
  fireEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: panelName });
  await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('open'));
  return { trigger, dialog };
}
