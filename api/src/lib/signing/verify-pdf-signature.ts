import { createHash } from 'node:crypto';
import { extractSignature } from '@signpdf/utils';
import forge from 'node-forge';
import { der, OIDS, setOf } from './cms';

export interface SignatureCheck {
  byteRange: number[];
  /** The message-digest attribute equals the SHA-256 of the bytes the ByteRange covers. */
  digestMatches: boolean;
  /** The signer's RSA signature over the signed attributes holds with the certificate's public key. */
  signatureValid: boolean;
  signer: string;
  /** SHA-256 (hex) of the bytes the ByteRange covers. */
  signedContentSha256: string;
}

const oidOf = (node: forge.asn1.Asn1) => forge.asn1.derToOid(node.value as string);
const children = (node: forge.asn1.Asn1 | undefined) => (node?.value ?? []) as forge.asn1.Asn1[];

/**
 * Checks the (single) signature of a PDF: the CMS message digest against the signed byte ranges, and the RSA
 * signature against the embedded certificate. It does not judge trust in the certificate: that is the reader's.
 */
export function verifyPdfSignature(pdf: Buffer): SignatureCheck {
  const { ByteRange, signedData } = extractSignature(pdf) as { ByteRange: number[]; signedData: Buffer };
  // The whole /Contents, zero padding included: the DER says where the CMS ends (a trailing 00 may be its own).
  const contents = pdf.subarray(ByteRange[0]! + ByteRange[1]! + 1, ByteRange[2]! - 1).toString('latin1');
  const signature = Buffer.from(contents, 'hex').toString('binary');
  const contentSha256 = createHash('sha256').update(new Uint8Array(signedData)).digest();
  const contentInfo = forge.asn1.fromDer(signature, { parseAllBytes: false } as unknown as boolean);
  const signed = children(children(contentInfo)[1])[0];
  const parts = children(signed);
  const certificates = parts.find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  const certificate = forge.pki.certificateFromAsn1(children(certificates)[0]!);
  const signerInfo = children(parts[parts.length - 1])[0]!;
  const attributes = children(signerInfo).find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  const digestAttribute = children(attributes).find(
    (item) => oidOf(children(item)[0]!) === OIDS.messageDigest,
  );
  const claimedDigest = children(children(digestAttribute)[1])[0]?.value as string | undefined;
  const digest = forge.md.sha256.create();
  digest.update(der(setOf(children(attributes))));
  const signatureValue = children(signerInfo)[children(signerInfo).length - 1]!.value as string;
  let signatureValid = false;
  try {
    signatureValid = (certificate.publicKey as forge.pki.rsa.PublicKey).verify(
      digest.digest().bytes(),
      signatureValue,
    );
  } catch {
    signatureValid = false;
  }
  return {
    byteRange: ByteRange,
    digestMatches: claimedDigest === contentSha256.toString('binary'),
    signatureValid,
    signer: String(certificate.subject.getField('CN')?.value ?? ''),
    signedContentSha256: contentSha256.toString('hex'),
  };
}
