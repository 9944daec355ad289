import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderContractPdf } from '../../lib/pdf/contract-pdf';
import { sniffPdf } from '@rsm/shared/uploads';
import { contractRepository, type ContractRow } from '../../repositories/contract-repository';
import { uploadRepository } from '../../repositories/upload-repository';
import { sendPdf } from '../composer-access/pdf-reply';
import { composerName, requireComposer } from '../composer-access/require-composer';
import { CONTRACT_MAX_BYTES, UPLOAD_MESSAGES } from '../uploads/limits';
import { receiveFile, registerMultipart } from '../uploads/receive-file';
import { downloadContractSchema, listContractsSchema, uploadContractSchema } from './schemas';

export const toContractDto = ({ id, title, kind, created_at, signed_name, signed_at }: ContractRow) => ({
  id,
  title,
  kind,
  created_at,
  signed_name,
  signed_at,
});

/** The composer's contracts ("/v2/contracts"): list, download, and upload of a signed copy. */
const contractRoutes: FastifyPluginAsyncZod<{ mediaDir: string }> = async (app, options) => {
  await registerMultipart(app);
  const contracts = contractRepository(app.db);
  const uploads = uploadRepository(app.db);
  const onRequest = requireComposer;

  app.get('/v2/contracts', { schema: listContractsSchema, onRequest }, async (request) => ({
    contracts: (await contracts.listOwn(request.customer!.id, false)).map(toContractDto),
  }));

  app.get(
    '/v2/contracts/:id/download',
    { schema: downloadContractSchema, onRequest },
    async (request, reply) => {
      const contract = await contracts.findOwn(request.params.id, request.customer!.id);
      if (!contract || contract.kind === 'digital')
        return reply.code(404).send({ message: 'Contract not found' });
      if (contract.upload_path) {
        reply.header('content-type', 'application/pdf');
        reply.header('content-disposition', `attachment; filename="contract-${contract.id}.pdf"`);
        return reply.sendFile(contract.upload_path);
      }
      return sendPdf(
        reply,
        await renderContractPdf(contract, composerName(request.customer!), request.language),
        contract.title,
      );
    },
  );

  app.post(
    '/v2/contracts/upload_contract',
    { schema: uploadContractSchema, onRequest },
    async (request, reply) => {
      const received = await receiveFile(request, reply, {
        mediaDir: options.mediaDir,
        maxBytes: CONTRACT_MAX_BYTES,
        sniff: sniffPdf,
        tooLarge: UPLOAD_MESSAGES.pdfTooLarge,
        wrongType: UPLOAD_MESSAGES.notPdf,
      });
      if (!received) return reply;
      const upload = await uploads.create(
        request.customer!.id,
        'contract',
        received.filename,
        received.stored,
      );
      const title = received.fields.title?.trim() || received.filename.replace(/\.pdf$/i, '');
      const id = await contracts.createUploaded(request.customer!.id, title.slice(0, 200), upload.id);
      const row = await contracts.findOwn(id, request.customer!.id);
      return reply.code(201).send({ contract: toContractDto(row!) });
    },
  );
};
export default contractRoutes;
