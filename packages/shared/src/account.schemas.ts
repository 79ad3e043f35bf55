/** Deleting an account and exporting its data (issue 15, item 6). */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';

export const deleteAccountBodySchema = z
  .object({
    password: z
      .string()
      .min(1, 'Enter your password to delete your account.')
      .max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deletedItemSchema = z.object({ what: z.string(), count: z.number().int() });
export const deleteAccountResultSchema = z.object({ deleted: z.array(deletedItemSchema) });
export type DeleteAccountResult = z.infer<typeof deleteAccountResultSchema>;
