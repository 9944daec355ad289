import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

/** A PKCS#12 bundle (private key and certificate) and its passphrase: what signs contracts. */
export interface SigningIdentity {
  p12: Buffer;
  passphrase: string;
}

export interface SigningSource {
  /** A .p12 file path, or the bundle itself in base64 (a secret store can hand over either). */
  p12?: string;
  passphrase?: string;
  /** Where a development identity is created once and kept, when no bundle is given. */
  dataDir: string;
}

const DEVELOPMENT_PASSPHRASE = 'development only';

/** The configured bundle, else the development one under dataDir (created on first use). */
export function loadSigningIdentity(source: SigningSource): SigningIdentity {
  if (source.p12) {
    const p12 = existsSync(source.p12) ? readFileSync(source.p12) : Buffer.from(source.p12, 'base64');
    return { p12, passphrase: source.passphrase ?? '' };
  }
  const dir = join(source.dataDir, 'signing');
  const file = join(dir, 'development-contract-signing.p12');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, new Uint8Array(createDevelopmentIdentity().p12), { mode: 0o600 });
  }
  return { p12: readFileSync(file), passphrase: DEVELOPMENT_PASSPHRASE };
}

/**
 * A self-signed certificate for development and tests. The key pair comes from node:crypto (native, milliseconds);
 * forge only writes the certificate and the bundle.
 */
export function createDevelopmentIdentity(
  commonName = 'RSM Production Music (development)',
): SigningIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'RSM Production Music' },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const bundle = forge.pkcs12.toPkcs12Asn1(key, [cert], DEVELOPMENT_PASSPHRASE, { algorithm: '3des' });
  return {
    p12: Buffer.from(forge.asn1.toDer(bundle).getBytes(), 'binary'),
    passphrase: DEVELOPMENT_PASSPHRASE,
  };
}

/** The key and certificate inside a bundle. */
export function openIdentity({ p12, passphrase }: SigningIdentity): {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
} {
  const bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  const { pkcs8ShroudedKeyBag, keyBag: plainKeyBag, certBag } = forge.pki.oids as Record<string, string>;
  const keyBag =
    bundle.getBags({ bagType: pkcs8ShroudedKeyBag! })[pkcs8ShroudedKeyBag!]?.[0] ??
    bundle.getBags({ bagType: plainKeyBag! })[plainKeyBag!]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('The signing bundle holds no private key');
  const certificates = (bundle.getBags({ bagType: certBag! })[certBag!] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.equals(key.n) && publicKey.e.equals(key.e);
  });
  if (!certificate) throw new Error('The signing bundle holds no certificate for its key');
  return { key, certificate };
}

let ephemeral: SigningIdentity | undefined;

/** A development identity kept in memory for the life of the process: apps built without one (tests) share it. */
export const processSigningIdentity = (): SigningIdentity => (ephemeral ??= createDevelopmentIdentity());

/** Reads the identity once, on first use: a first start makes no key until a contract is signed. */
export function lazySigningIdentity(source: SigningSource): () => SigningIdentity {
  let identity: SigningIdentity | undefined;
  return () => (identity ??= loadSigningIdentity(source));
}
