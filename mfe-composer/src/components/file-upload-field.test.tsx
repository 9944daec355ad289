import { ApiError, AUDIO_MAX_BYTES, looksLikeAudio } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FileUploadField } from './file-upload-field';

const wav = () => new File(['RIFF\0\0\0\0WAVEfmt data'], 'take.wav', { type: 'audio/wav' });

const renderField = (upload: jest.Mock) => {
  const onUploaded = jest.fn();
  render(
    <FileUploadField
      label="Audio file"
      accept=".wav"
      maxBytes={AUDIO_MAX_BYTES}
      accepts={looksLikeAudio}
      tooLarge="Too large"
      wrongType="Not audio"
      upload={upload}
      onUploaded={onUploaded}
    />,
    { wrapper: TestProviders },
  );
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Audio file'), { target: { files: [file] } });
  return { onUploaded, choose };
};

describe('FileUploadField', () => {
  it('refuses a file whose first bytes are not audio without uploading it', async () => {
    const upload = jest.fn();
    const { choose } = renderField(upload);
    choose(new File(['%PDF-1.7 whatever'], 'song.wav'));
    expect((await screen.findByRole('alert')).textContent).toBe('Not audio');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress bar while uploading and names the file when done', async () => {
    let finish: (value: { id: string }) => void = () => undefined;
    const upload = jest.fn((_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    const { choose, onUploaded } = renderField(upload);
    // The site's own words, not the browser's: its button, and what is chosen so far.
    expect(screen.getByText('Choose a file').closest('label')?.htmlFor).toBe(
      screen.getByLabelText('Audio file').id,
    );
    expect(screen.getByText('No file chosen')).toBeTruthy();
    choose(wav());
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    finish({ id: 'u1' });
    expect(await screen.findByText('Uploaded: take.wav')).toBeTruthy();
    expect(screen.queryByText('No file chosen')).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith({ id: 'u1' }, expect.any(File));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("words the server's refusals: 413 too large, 415 wrong type, anything else a retry", async () => {
    const upload = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(413, null, 'too big'))
      .mockRejectedValueOnce(new ApiError(415, null, 'nope'))
      .mockRejectedValueOnce(new ApiError(500, null, 'boom'));
    const { choose } = renderField(upload);
    choose(wav());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too large'));
    choose(wav());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not audio'));
    choose(wav());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The upload failed. Please try again.'),
    );
  });
});
