/** The sample rate as the 80-bit IEEE extended float the COMM chunk wants. */
function extended80(value: number): Buffer {
  const out = Buffer.alloc(10);
  const exponent = Math.floor(Math.log2(value));
  out.writeUInt16BE(16383 + exponent, 0);
  const mantissa = value / 2 ** exponent; // in [1, 2)
  const hi = Math.floor(mantissa * 2 ** 31);
  const lo = Math.floor((mantissa * 2 ** 31 - hi) * 2 ** 32);
  out.writeUInt32BE(hi >>> 0, 2);
  out.writeUInt32BE(lo >>> 0, 6);
  return out;
}

/** FORM/AIFF with COMM and SSND chunks: big-endian 16-bit mono PCM. */
export function encodeAiff(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const ssndSize = 8 + dataBytes;
  const buffer = Buffer.alloc(12 + 26 + 8 + ssndSize);
  buffer.write('FORM', 0, 'ascii');
  buffer.writeUInt32BE(buffer.length - 8, 4);
  buffer.write('AIFF', 8, 'ascii');
  buffer.write('COMM', 12, 'ascii');
  buffer.writeUInt32BE(18, 16);
  buffer.writeUInt16BE(1, 20); // channels
  buffer.writeUInt32BE(samples.length, 22); // sample frames
  buffer.writeUInt16BE(16, 26); // bits per sample
  extended80(sampleRate).copy(buffer, 28);
  buffer.write('SSND', 38, 'ascii');
  buffer.writeUInt32BE(ssndSize, 42);
  buffer.writeUInt32BE(0, 46); // offset
  buffer.writeUInt32BE(0, 50); // block size
  for (let i = 0; i < samples.length; i++) buffer.writeInt16BE(samples[i]!, 54 + i * 2);
  return buffer;
}
