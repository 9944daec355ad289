import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import {
  algorithm,
  attribute,
  der,
  derSorted,
  integer,
  objectId,
  octets,
  OIDS,
  sequence,
  setOf,
  tagged,
} from './cms';
import { openIdentity, type SigningIdentity } from './signing-identity';

/** SHA-256 as forge's binary string; `bytes` is a Buffer or a forge binary string. */
const sha256 = (bytes: Uint8Array | string) =>
  createHash('sha256')
    .update(new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes, 'binary') : bytes))
    .digest()
    .toString('binary');

/**
 * A detached CMS signature in the PAdES baseline (B-B) form, for SubFilter ETSI.CAdES.detached: signed attributes
 * content-type, message-digest and signing-certificate-v2, and no signing-time attribute (PAdES puts the claimed
 * time in the signature dictionary's /M instead). forge's PKCS#7 writer cannot add signing-certificate-v2, so the
 * structure is written here, RFC 5652 §5 field by field.
 */
export class CadesSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const { key, certificate } = openIdentity(this.identity);
    const certificateAsn1 = forge.pki.certificateToAsn1(certificate);
    const attributes = derSorted([
      attribute(OIDS.contentType, objectId(OIDS.data)),
      attribute(OIDS.messageDigest, octets(sha256(new Uint8Array(signedBytes)))),
      // ESSCertIDv2 with the default hash algorithm (SHA-256) omitted, as DER requires.
      attribute(
        OIDS.signingCertificateV2,
        sequence([sequence([sequence([octets(sha256(der(certificateAsn1)))])])]),
      ),
    ]);
    // The signature covers the attributes encoded as a SET, though they travel as [0] IMPLICIT.
    const digest = forge.md.sha256.create();
    digest.update(der(setOf(attributes)));
    const signerInfo = sequence([
      integer(1),
      sequence([
        forge.pki.distinguishedNameToAsn1(certificate.issuer),
        forge.asn1.create(
          forge.asn1.Class.UNIVERSAL,
          forge.asn1.Type.INTEGER,
          false,
          forge.util.hexToBytes(certificate.serialNumber),
        ),
      ]),
      algorithm(OIDS.sha256),
      tagged(0, attributes),
      algorithm(OIDS.rsaEncryption),
      octets(key.sign(digest)),
    ]);
    const signedData = sequence([
      integer(1),
      setOf([algorithm(OIDS.sha256)]),
      sequence([objectId(OIDS.data)]),
      tagged(0, [certificateAsn1]),
      setOf([signerInfo]),
    ]);
    return Buffer.from(der(sequence([objectId(OIDS.signedData), tagged(0, [signedData])])), 'binary');
  }
}
