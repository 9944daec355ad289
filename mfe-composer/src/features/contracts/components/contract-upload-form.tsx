import { Trans, useLingui } from '@lingui/react/macro';
import { CONTRACT_MAX_BYTES, FormField, Input, looksLikePdf, Stack, Text, toast } from '@rsm/shared';
import { useState } from 'react';
import { FileUploadField } from '../../../components/file-upload-field';
import { uploadContract, useContractsRefresh } from '../api/upload-contract';

/** Upload of a signed contract: a PDF of at most 10 MB, checked by its first bytes here and by the API. */
export function ContractUploadForm() {
  const { t } = useLingui();
  const refresh = useContractsRefresh();
  const [title, setTitle] = useState('');
  const [uploaded, setUploaded] = useState<string | null>(null);
  return (
    <Stack gap="4" maxW="36rem">
      <Text color="muted">
        <Trans>Upload the contract you signed as a PDF of up to 10 MB.</Trans>
      </Text>
      <FormField label={<Trans>Contract title (optional)</Trans>}>
        {(control) => (
          <Input {...control} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        )}
      </FormField>
      <FileUploadField
        label={t`Signed contract (PDF)`}
        accept=".pdf,application/pdf"
        maxBytes={CONTRACT_MAX_BYTES}
        accepts={looksLikePdf}
        tooLarge={t`The file is too large: contracts can be up to 10 MB.`}
        wrongType={t`This file is not a PDF.`}
        upload={(file, onProgress) => uploadContract(title, file, onProgress)}
        onUploaded={(contract) => {
          setUploaded(contract.title);
          toast.success(t`Your signed contract has been uploaded.`);
          void refresh();
        }}
      />
      {uploaded && (
        <Text role="status">
          <Trans>“{uploaded}” is now listed under My contracts.</Trans>
        </Text>
      )}
    </Stack>
  );
}
