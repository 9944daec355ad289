import forge from 'node-forge';

/** Small builders over forge's ASN.1, so the CMS structures below read like their RFC definitions. */
const { asn1 } = forge;
const { UNIVERSAL, CONTEXT_SPECIFIC } = asn1.Class;

export const sequence = (items: forge.asn1.Asn1[]) => asn1.create(UNIVERSAL, asn1.Type.SEQUENCE, true, items);
export const setOf = (items: forge.asn1.Asn1[]) => asn1.create(UNIVERSAL, asn1.Type.SET, true, items);
export const objectId = (oid: string) =>
  asn1.create(UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes());
export const octets = (bytes: string) => asn1.create(UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes);
export const integer = (value: number) =>
  asn1.create(UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
export const tagged = (tag: number, items: forge.asn1.Asn1[]) =>
  asn1.create(CONTEXT_SPECIFIC, tag, true, items);
const nothing = () => asn1.create(UNIVERSAL, asn1.Type.NULL, false, '');
export const algorithm = (oid: string) => sequence([objectId(oid), nothing()]);
export const der = (value: forge.asn1.Asn1) => asn1.toDer(value).getBytes();

export const OIDS = {
  data: forge.pki.oids.data!,
  signedData: forge.pki.oids.signedData!,
  contentType: forge.pki.oids.contentType!,
  messageDigest: forge.pki.oids.messageDigest!,
  sha256: forge.pki.oids.sha256!,
  rsaEncryption: forge.pki.oids.rsaEncryption!,
  /** ESS signing-certificate-v2 (RFC 5035): binds the signature to the signer's certificate, as PAdES requires. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

/** Attribute ::= SEQUENCE { type OID, values SET OF value }. */
export const attribute = (oid: string, value: forge.asn1.Asn1) => sequence([objectId(oid), setOf([value])]);

/** DER orders a SET OF by the encodings of its members. */
export const derSorted = (items: forge.asn1.Asn1[]) =>
  [...items].sort((a, b) => (der(a) < der(b) ? -1 : der(a) > der(b) ? 1 : 0));
