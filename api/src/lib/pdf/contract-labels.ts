import type { Language } from '../../plugins/language';

/** What a contract's own pages add around its stored title and body, in the composer's language. */
export interface ContractLabels {
  between: (composerName: string) => string;
  /** The contract named on its signature page and audit trail. */
  contract: (title: string, id: number) => string;
  signaturePage: string;
  signedBy: string;
  account: string;
  signedAt: string;
  agreed: string;
  auditTrail: string;
  /** The audit trail's entries, in the order they are printed. */
  audit: {
    signedName: string;
    accountEmail: string;
    signedAt: string;
    ipAddress: string;
    userAgent: string;
    signingLink: string;
    documentSha256: string;
  };
  notSent: string;
  oneTimeToken: (tokenId: string) => string;
  /** How the sealed file can be checked, under the audit trail. */
  seal: string;
}

export const CONTRACT_LABELS: Record<Language, ContractLabels> = {
  en: {
    between: (composerName) => `Between RSM Production Music and ${composerName}`,
    contract: (title, id) => `Contract: ${title} (number ${id})`,
    signaturePage: 'Signature page',
    signedBy: 'Signed electronically by',
    account: 'Account',
    signedAt: 'Signed at',
    agreed: 'The signer typed their full name and confirmed they read and agree to this contract.',
    auditTrail: 'Audit trail',
    audit: {
      signedName: 'Signed by (name typed)',
      accountEmail: 'Account email',
      signedAt: 'Signed at',
      ipAddress: 'IP address',
      userAgent: 'User agent',
      signingLink: 'Signing link',
      documentSha256: 'Document SHA-256 before signing',
    },
    notSent: 'not sent',
    oneTimeToken: (tokenId) => `one-time token ${tokenId}`,
    seal:
      'This file carries a PAdES digital signature (ETSI.CAdES.detached) by RSM Production Music over every byte ' +
      "but the signature itself: the signature's message digest is the SHA-256 of the signed content, and any " +
      'change to the file breaks it. The audit record is also kept by RSM with the SHA-256 of the signed content ' +
      'and of the signed file.',
  },
  pt: {
    between: (composerName) => `Entre RSM Production Music e ${composerName}`,
    contract: (title, id) => `Contrato: ${title} (número ${id})`,
    signaturePage: 'Página de assinatura',
    signedBy: 'Assinado eletronicamente por',
    account: 'Conta',
    signedAt: 'Assinado em',
    agreed: 'O signatário digitou seu nome completo e confirmou que leu e concorda com este contrato.',
    auditTrail: 'Trilha de auditoria',
    audit: {
      signedName: 'Assinado por (nome digitado)',
      accountEmail: 'E-mail da conta',
      signedAt: 'Assinado em',
      ipAddress: 'Endereço IP',
      userAgent: 'Navegador (user agent)',
      signingLink: 'Link de assinatura',
      documentSha256: 'SHA-256 do documento antes da assinatura',
    },
    notSent: 'não enviado',
    oneTimeToken: (tokenId) => `token de uso único ${tokenId}`,
    seal:
      'Este arquivo traz uma assinatura digital PAdES (ETSI.CAdES.detached) da RSM Production Music sobre todos ' +
      'os bytes, exceto a própria assinatura: o resumo (message digest) da assinatura é o SHA-256 do conteúdo ' +
      'assinado, e qualquer alteração no arquivo a invalida. A RSM também guarda o registro de auditoria com o ' +
      'SHA-256 do conteúdo assinado e do arquivo assinado.',
  },
};
