import { $authHeaders } from '@rsm/shared';
import { CurrentAddress, TestProviders, trackFixture } from '@rsm/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REFERENCE_MAX_BYTES } from '@rsm/shared';
import { $referenceResults } from './reference-results';
import { ReferenceSearchDialog } from './reference-search-dialog';

/** A stand-in for the browser's XMLHttpRequest that the test answers by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  status = 0;
  response: unknown = null;
  responseType = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const wav = (name = 'my-demo.wav') => {
  const head = new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt ');
  return new File([head, new Uint8Array(64)], name, { type: 'audio/wav' });
};

describe('ReferenceSearchDialog', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    $referenceResults.set({});
    $authHeaders.set({
      'access-token': 'token',
      client: 'client',
      uid: 'ana@example.com',
      expiry: '9999999999',
    });
  });

  const onClose = jest.fn();
  const renderDialog = () =>
    render(
      <TestProviders path="/albums">
        <ReferenceSearchDialog open onClose={onClose} />
        <CurrentAddress />
      </TestProviders>,
    );
  const pick = (file: File) =>
    fireEvent.change(screen.getByLabelText('Drop an audio file here or choose one'), {
      target: { files: [file] },
    });

  it('asks a visitor to log in and come back to this page instead of offering the file field', () => {
    $authHeaders.set(null);
    renderDialog();
    expect(screen.queryByLabelText('Drop an audio file here or choose one')).toBeNull();
    expect(screen.getByText('Log in to find tracks that sound like a piece of music of yours.')).toBeTruthy();
    const logIn = screen.getByRole('link', { name: 'Log in' });
    expect(logIn.getAttribute('href')).toBe('/login?redirect=%2Falbums');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    fireEvent.click(logIn);
    expect(screen.getByTestId('address').textContent).toBe('/login?redirect=%2Falbums');
    expect(onClose).toHaveBeenCalled();
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file over 50 MB before sending anything', async () => {
    renderDialog();
    const big = wav('long-mix.wav');
    Object.defineProperty(big, 'size', { value: REFERENCE_MAX_BYTES + 1 });
    pick(big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is larger than 50 MB. Choose a shorter excerpt.',
    );
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file that is not audio, whatever its name says', async () => {
    renderDialog();
    pick(new File(['just some words, no sound'], 'notes.mp3', { type: 'audio/mpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not an MP3, WAV or AIFF audio file.',
    );
    expect(FakeXhr.last).toBeNull();
  });

  it('sends the file with its progress shown, then opens the ranked results kept in memory', async () => {
    renderDialog();
    pick(wav());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/v2/tracks/search_by_audio?per=50');
    expect((xhr.body!.get('file') as File).name).toBe('my-demo.wav');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(screen.getByText('Sending my-demo.wav: 40 %')).toBeTruthy();
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(screen.getByText('Listening to my-demo.wav…')).toBeTruthy();
    const tracks = [{ ...trackFixture(21, 'Night Glow'), similarity: 0.9 }];
    act(() => xhr.answer(200, { reference: {}, tracks }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toMatch(/^\/search\?reference=\w+$/),
    );
    const id = screen.getByTestId('address').textContent!.split('=')[1]!;
    expect($referenceResults.get()[id]).toEqual({ fileName: 'my-demo.wav', tracks });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the API's message when it refuses the file, and the file can be chosen again", async () => {
    renderDialog();
    pick(wav());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(415, { message: 'The file could not be decoded as audio.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be decoded as audio.');
    expect(screen.getByTestId('address').textContent).toBe('/albums');
    expect(
      (screen.getByLabelText('Drop an audio file here or choose one') as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('says when the network failed', async () => {
    renderDialog();
    pick(wav());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.onerror?.());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file could not be sent: check your connection and try again.',
    );
  });
});
