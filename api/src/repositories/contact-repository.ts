import type { Pool } from '@rsm/db/pool';
import { isUniqueViolation } from '@rsm/db/transaction';

export interface NewConsultation {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
}

/** Newsletter sign-ups and music consultation requests from the public site. */
export function contactRepository(db: Pool) {
  return {
    /** False when the address is already subscribed (decided by the unique index, so races cannot double it). */
    async subscribe(email: string): Promise<boolean> {
      try {
        await db.query('INSERT INTO stay_tuned_users (email) VALUES ($1)', [email]);
        return true;
      } catch (error) {
        if (isUniqueViolation(error, 'stay_tuned_users_email_key')) return false;
        throw error;
      }
    },

    async createConsultation(consultation: NewConsultation): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO music_consultations (name, email, company, phone, message) VALUES ($1, $2, $3, $4, $5)
         RETURNING id`,
        [
          consultation.name,
          consultation.email,
          consultation.company,
          consultation.phone,
          consultation.message,
        ],
      );
      return rows[0]!.id;
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
