import { ApiError, request, Toaster } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../testing/fake-api';
import { SendPlaylistDialog } from './send-playlist-dialog';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);
const sent = jest.fn((_options: unknown) => ({ project_shares: [] }));

beforeEach(() => {
  mockedRequest.mockImplementation(
    fakeApi(ApiError, {
      'POST /v2/projects/a1/project_shares': (options) => sent(options),
    }) as typeof request,
  );
});
afterEach(() => {
  mockedRequest.mockReset();
  sent.mockClear();
});

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
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ body: { emails: ['ana@example.com', 'rui@example.com'] } }),
    );
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
      expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { emails: ['ana@example.com'], message: 'Picks for the trailer, see the second one.' },
        }),
      ),
    );
  });

  it('asks for an address instead of sending nothing, and clears the message once one is added', () => {
    const { dialog, field } = renderDialog();
    type(field, 'not an address');
    fireEvent.blur(field);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const message = within(dialog).getByRole('alert');
    expect(message.textContent).toBe('Enter at least one email address.');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(sent).not.toHaveBeenCalled();
    type(field, 'ana@example.com', 'Enter');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses more addresses than the API takes in one sending', () => {
    const { dialog, field } = renderDialog();
    for (let n = 1; n <= 21; n += 1) type(field, `guest${n}@example.com`, 'Enter');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A playlist can be sent to at most 20 addresses at a time.',
    );
    expect(sent).not.toHaveBeenCalled();
  });
});
