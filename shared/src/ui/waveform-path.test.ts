import { fractionAt, waveformPath } from './waveform-path';

describe('waveform path', () => {
  it('draws one bar per peak, a silent one as a thin line, and reads pointer positions as a fraction of the width', () => {
    expect(waveformPath([1, 0.5, 0])).toBe(
      'M0.15 0h0.7v1h-0.7zM1.15 0.25h0.7v0.5h-0.7zM2.15 0.48h0.7v0.04h-0.7z',
    );
    expect(fractionAt(150, { left: 100, width: 200 })).toBe(0.25);
    expect(fractionAt(50, { left: 100, width: 200 })).toBe(0);
    expect(fractionAt(400, { left: 100, width: 200 })).toBe(1);
    expect(fractionAt(400, { left: 100, width: 0 })).toBe(0);
  });
});
