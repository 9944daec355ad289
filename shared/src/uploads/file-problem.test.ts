import { fileProblem, looksLikeAudio, looksLikePdf } from './file-problem';
import { AUDIO_MAX_BYTES, CONTRACT_MAX_BYTES } from './limits';

const wavHead = 'RIFF\0\0\0\0WAVEfmt ';

describe('fileProblem', () => {
  it('accepts a WAV, an AIFF and an MP3 by their first bytes', async () => {
    for (const head of [wavHead, 'FORM\0\0\0\0AIFFCOMM', 'ID3\x04\0\0\0\0\0\0\0\0'])
      expect(
        await fileProblem(new Blob([head]), { maxBytes: AUDIO_MAX_BYTES, accepts: looksLikeAudio }),
      ).toBeNull();
  });

  it('says a file named .wav that is really a PDF is the wrong type', async () => {
    const file = new File(['%PDF-1.7 fake'], 'song.wav', { type: 'audio/wav' });
    expect(await fileProblem(file, { maxBytes: AUDIO_MAX_BYTES, accepts: looksLikeAudio })).toBe(
      'wrong-type',
    );
  });

  it('says a file over the limit is too large before reading it', async () => {
    const big = new Blob([wavHead]);
    Object.defineProperty(big, 'size', { value: AUDIO_MAX_BYTES + 1 });
    expect(await fileProblem(big, { maxBytes: AUDIO_MAX_BYTES, accepts: looksLikeAudio })).toBe('too-large');
  });

  it('accepts contracts only when they start with %PDF-', async () => {
    const check = (content: string) =>
      fileProblem(new Blob([content]), { maxBytes: CONTRACT_MAX_BYTES, accepts: looksLikePdf });
    expect(await check('%PDF-1.4\n')).toBeNull();
    expect(await check(wavHead)).toBe('wrong-type');
    expect(await check('')).toBe('empty');
  });
});
