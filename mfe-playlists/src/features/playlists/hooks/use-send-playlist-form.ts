import { useLingui } from '@lingui/react/macro';
import { createProjectSharesBodySchema } from '@rsm/shared/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@rsm/shared/forms';
import { isEmail } from '../components/email-chips-input';

export interface SendPlaylistValues {
  /** The addresses chosen (the chips). */
  emails: string[];
  /** What is typed in the field and not yet an address. */
  draft: string;
  message: string;
}

/** As long as the API takes. */
export const MESSAGE_MAX = 1000;
const apiEmails = createProjectSharesBodySchema.shape.emails;
const defaultValues: SendPlaylistValues = { emails: [], draft: '', message: '' };

/**
 * The Send dialog's form. The addresses are checked by the schema the API checks them with, so the form refuses what
 * the server would. A field's error shows once the field is left or the form is sent, and goes as soon as it is right:
 * an empty field, or one holding a valid address, is never told to be correct.
 */
export function useSendPlaylistForm() {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      z.object({
        draft: z
          .string()
          .check(z.refine((text) => !text.trim() || isEmail(text), t`Type correct email address`)),
        emails: z.array(z.string()).check(
          z.superRefine((emails, context) => {
            const issue = apiEmails.safeParse(emails).error?.issues[0];
            if (!issue) return;
            context.addIssue({
              code: 'custom',
              input: emails,
              message:
                issue.code === 'too_big'
                  ? t`A playlist can be sent to at most ${String(issue.maximum)} addresses at a time.`
                  : t`Enter at least one email address.`,
            });
          }),
        ),
        message: z.string().check(z.maxLength(MESSAGE_MAX)),
      }),
    [t],
  );
  return useForm<SendPlaylistValues>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues });
}
