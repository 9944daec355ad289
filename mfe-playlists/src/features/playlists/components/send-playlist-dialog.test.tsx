import { toast, Toaster } from '@rsm/shared';
import { fakeNetwork, reply, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SendPlaylistDialog } from './send-playlist-dialog';

const LINK = 'http://localhost/shared-playlists/7?token=abc';
const network = fakeNetwork({
  'POST /v2/projects/a1/project_shares': () => ({ project_shares: [] }),
  'POST /v1_rsm/projects/a1/share_link': () => ({
    share_link: { url: LINK, created_at: '2025-05-01T10:00:00Z' },
  }),
});
const sent = () => network.callsTo('POST /v2/projects/a1/project_shares').map(({ body }) => body);
const linked = () => network.callsTo('POST /v1_rsm/projects/a1/share_link');
const writeText = jest.fn((_text: string) => Promise.resolve());

beforeEach(() => {
  Object.assign(navigator, { clipboard: { writeText } });
});
afterEach(() => writeText.mockClear());

function renderDialog() {
  const onClose = jest.fn();
  render(
    <>
      <SendPlaylistDialog playlist={{ uuid: 'a1', name: 'Summer promo' }} open onClose={onClose} />
      <Toaster />
    </>,
    { wrapper: TestProviders },
  );
  const dialog = screen.getByRole('dialog', { name: 'Send playlist' });
  return { dialog, onClose, field: within(dialog).getByRole('combobox', { name: 'Email addresses' }) };
}

const type = (field: HTMLElement, text: string, key?: string) => {
  fireEvent.change(field, { target: { value: text } });
  if (key) fireEvent.keyDown(field, { key });
};

describe('SendPlaylistDialog', () => {
  it('sends the chosen addresses, including one typed but not yet confirmed, then closes', async () => {
    const { dialog, field, onClose } = renderDialog();
    type(field, 'ana@example.com', 'Enter');
    type(field, 'rui@example.com');
    fireEvent.blur(field);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Playlist has been sent.')).toBeTruthy();
    expect(sent()).toEqual([{ emails: ['ana@example.com', 'rui@example.com'] }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends the note typed in the message field with the addresses', async () => {
    const { dialog, field } = renderDialog();
    type(field, 'ana@example.com', 'Enter');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), {
      target: { value: '  Picks for the trailer, see the second one.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        { emails: ['ana@example.com'], message: 'Picks for the trailer, see the second one.' },
      ]),
    );
  });

  it('asks for an address instead of sending nothing, and clears the message once one is added', async () => {
    const { dialog, field } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const message = await within(dialog).findByRole('alert');
    expect(message.textContent).toBe('Enter at least one email address.');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(sent()).toEqual([]);
    type(field, 'ana@example.com', 'Enter');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('shows no hint under the empty field, nor under a valid address being typed', () => {
    const { dialog, field } = renderDialog();
    fireEvent.focus(field);
    expect(within(dialog).queryByText('Type correct email address')).toBeNull();
    type(field, 'ana@example.com');
    expect(within(dialog).queryByText('Type correct email address')).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(within(dialog).queryByText('Type correct email address')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('asks for a correct address once the field is left holding none, and stops once it is valid', async () => {
    const { dialog, field } = renderDialog();
    fireEvent.focus(field);
    type(field, 'ana@');
    // Still typing: nothing to correct yet.
    expect(within(dialog).queryByText('Type correct email address')).toBeNull();
    fireEvent.blur(field);
    const hint = await within(dialog).findByRole('alert');
    expect(hint.textContent).toBe('Type correct email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.focus(field);
    type(field, 'ana@example.com');
    await waitFor(() => expect(within(dialog).queryByText('Type correct email address')).toBeNull());
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('asks for a correct address when Send is pressed with one that is not, and sends nothing', async () => {
    const { dialog, field } = renderDialog();
    type(field, 'ana@example.com', 'Enter');
    type(field, 'rui at example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Type correct email address');
    expect(sent()).toEqual([]);
  });

  it('refuses more addresses than the API takes in one sending', async () => {
    const { dialog, field } = renderDialog();
    for (let n = 1; n <= 21; n += 1) type(field, `guest${n}@example.com`, 'Enter');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A playlist can be sent to at most 20 addresses at a time.',
    );
    expect(sent()).toEqual([]);
  });

  it('copies a new link to the playlist and shows it in a field to copy by hand', async () => {
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole('textbox', { name: 'Playlist link' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeTruthy();
    expect(linked()).toHaveLength(1);
    expect(sent()).toEqual([]);
    expect(writeText).toHaveBeenCalledWith(LINK);
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Playlist link' });
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
  });

  it('selects the link in its field when the browser refuses the clipboard', async () => {
    writeText.mockImplementationOnce(() => Promise.reject(new Error('denied')));
    const success = jest.spyOn(toast, 'success');
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    const field = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Playlist link' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
    expect(success).not.toHaveBeenCalled();
    success.mockRestore();
  });

  it('says so when the link could not be created', async () => {
    network.serve({
      'POST /v1_rsm/projects/a1/share_link': () => reply(500, { message: 'Internal Server Error' }),
    });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not create a link. Try again.')).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('textbox', { name: 'Playlist link' })).toBeNull();
  });
});
